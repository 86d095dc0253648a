import { graphql } from '../graphql.js';

/** What the white-label calculator offers (SPEC §3 Materials) and its single price per candle. */
export const WhiteLabelMaterials = /* @__PURE__ */ graphql(`
  query WhiteLabelMaterials {
    containers { id title image sizes { id title value } }
    colors { id title color }
    scents { id title }
    wicks { id title }
    packages { id title price }
    whiteLabelPrice
  }
`);

/** SPEC §7 whiteLabel: a white-label request, priced by the server. */
export const WhiteLabel = /* @__PURE__ */ graphql(`
  mutation WhiteLabel($name: String!, $phone: String!, $email: String!, $quantity: Int!, $container: ID!, $size: ID!, $color: ID!, $scent: ID!, $wick: ID!, $package: ID, $sticker: Boolean!, $label: String, $logo: String, $description: String, $token: String, $idempotencyKey: String) {
    whiteLabel(name: $name, phone: $phone, email: $email, quantity: $quantity, container: $container, size: $size, color: $color, scent: $scent, wick: $wick, package: $package, sticker: $sticker, label: $label, logo: $logo, description: $description, token: $token, idempotencyKey: $idempotencyKey) {
      id status quantity candlePrice labelPrice packagePrice total date
    }
  }
`);

/** SPEC §7 signedUrl: where to PUT the buyer's logo. */
export const LogoSignedUrl = /* @__PURE__ */ graphql(`
  mutation LogoSignedUrl($file: String!, $token: String) {
    signedUrl(file: $file, token: $token) { url }
  }
`);
