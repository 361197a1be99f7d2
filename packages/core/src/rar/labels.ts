/**
 * A readable label from a property key: `instructedAmount` -> "Instructed amount",
 * `destination_account` -> "Destination account", `IBAN` stays "IBAN".
 */
export function labelFromKey(key: string): string {
  const label = key
    .slice(0, 255)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.:-]+/)
    .filter(Boolean)
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
  return label ? label.charAt(0).toUpperCase() + label.slice(1) : key.slice(0, 255);
}
