import type { promotionOperations, ResultOf } from '@candleshop/core';

/** A promotion's codes as the server answers them. */
export type PromotionCode = ResultOf<typeof promotionOperations.AdminPromotionCodes>['adminPromotionCodes'][number];

/** The codes as a CSV file (code, single use, used), one per line after the header. */
export function promotionCodesCsv(codes: readonly PromotionCode[]): string {
  const lines = codes.map((row) => `${row.code},${row.singleUse ? 'yes' : 'no'},${row.used ? 'yes' : 'no'}`);
  return ['code,single_use,used', ...lines].join('\r\n') + '\r\n';
}

/** Makes the browser save `text` as the CSV file `name`. */
export function saveCsv(name: string, text: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
