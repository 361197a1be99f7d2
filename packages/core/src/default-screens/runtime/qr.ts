/**
 * The QR code of an enrolment screen: the service sends an image (`data:image/...;base64,`),
 * which is shown as it is; a URI (the dev tenant's `otpauth://...`) is drawn here with `uqr` as
 * one SVG path, so the renderers need no canvas and no markup string. With neither, an
 * authenticator app's key (`text_code`) becomes the `otpauth://totp` URI such apps scan.
 */
import { encode } from 'uqr';
import type { DefaultPage } from './page.js';

export type QrView =
  | { readonly kind: 'image'; readonly src: string }
  /** `path` draws the dark modules in a `0 0 size size` viewBox (quiet zone included). */
  | {
      readonly kind: 'matrix';
      readonly size: number;
      readonly path: string;
      readonly text: string;
    };

const IMAGE = /^data:image\/(?:png|gif|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/;
const URI = /^[a-z][a-z0-9+.-]*:\/\/?\S+$/i;

/** One SVG path for a QR code of `text`: a rectangle per run of dark modules in a row. */
export function qrPath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  });
  return { size, path };
}

function otpauthUri(page: DefaultPage, secret: string): string {
  const context = page.context();
  const issuer = context.tenant?.friendly_name ?? context.tenant?.name ?? 'screenkit';
  const account = context.user?.email ?? context.user?.username ?? 'user';
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${encodeURIComponent(secret)}&issuer=${encodeURIComponent(issuer)}`;
}

export function qrView(page: DefaultPage, from: string): QrView | undefined {
  const data = page.data();
  const value = typeof data[from] === 'string' ? (data[from] as string).trim() : '';
  if (IMAGE.test(value)) return { kind: 'image', src: value };
  const uri = [value, data.qr_uri]
    .filter((v): v is string => typeof v === 'string')
    .find((v) => URI.test(v) && !v.startsWith('data:'));
  const secret = typeof data.text_code === 'string' ? data.text_code : '';
  const text = uri ?? (secret ? otpauthUri(page, secret) : undefined);
  return text ? { kind: 'matrix', text, ...qrPath(text) } : undefined;
}
