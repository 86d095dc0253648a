import { useEffect } from 'react';
import { SELLING_SECTIONS } from './selling-points-page.js';
import { openPath } from '../local-path.js';

/** /sellingpoints (SPEC §2): the parent leads to its first child, replacing the history entry. */
export function SellingPointsRedirect() {
  useEffect(() => {
    openPath(SELLING_SECTIONS[0].path, true);
  }, []);
  return null;
}
