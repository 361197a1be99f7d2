/** What a packed package holds that it should not, or lacks (check-packages.mjs). */
export function packingProblems(files: ReadonlyArray<{ name: string; data: Uint8Array }>): string[];
