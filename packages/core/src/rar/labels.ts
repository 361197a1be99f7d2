/**
 * A readable label from a property key: `instructedAmount` -> "Instructed amount",
 * `destination_account` -> "Destination account", `IBAN` stays "IBAN".
 */
export function labelFromKey(key: string): string {
  const words = key
    .slice(0, 255)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.:-]+/)
    .filter(Boolean)
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()));
  if (words.length === 0) return key.slice(0, 255);
  const first = words[0] as string;
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(' ');
}
