/**
 * Where a place is, for the visitor's own maps app: a `geo:` URI (RFC 5870), which phones open in
 * their maps app, and an OpenStreetMap link for desktops. No map is embedded and nothing is
 * loaded from a map service by the page itself.
 */
export function mapLinks(latitude: number, longitude: number): { geo: string; web: string } {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return {
    geo: `geo:${lat},${lon}`,
    web: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
  };
}
