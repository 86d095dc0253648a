import { useEffect } from 'react';
import { $router } from '../router.js';
import { SELLING_SECTIONS } from './selling-points-page.js';

/** /sellingpoints (SPEC §2): the parent leads to its first child, replacing the history entry. */
export function SellingPointsRedirect() {
  useEffect(() => {
    $router.open(SELLING_SECTIONS[0].path, true);
  }, []);
  return null;
}
