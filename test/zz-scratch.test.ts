// @vitest-environment jsdom
import { it } from 'vitest';
import * as sdk from '@auth0/auth0-acul-js';
import { writeFileSync } from 'node:fs';
it('dump', () => {
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(sdk)) {
    if (typeof value !== 'function' || !('screenIdentifier' in value)) continue;
    const methods: string[] = [];
    let proto = value.prototype;
    while (proto && proto !== Object.prototype) {
      for (const k of Object.getOwnPropertyNames(proto)) if (k !== 'constructor' && !methods.includes(k)) methods.push(`${proto.constructor.name}.${k}`);
      proto = Object.getPrototypeOf(proto);
    }
    out[`${name} ${(value as any).screenIdentifier}`] = methods;
  }
  writeFileSync('/tmp/scratch/methods.json', JSON.stringify(out, null, 1));
});
