/**
 * The partials half of `screenkit deploy`: each prompt of the committed `tenant/` partials
 * (prompts/partials.json, what `pull` writes) is compared with the tenant's
 * (`GET /prompts/{prompt}/partials`) and, when it differs, sent with one
 * `PUT /prompts/{prompt}/partials` (which replaces that prompt's whole map, as on the service).
 * A prompt the files do not name is left alone. Each change is a deploy step (deploy-steps.ts):
 * undone on failure by PUTting the previous map back, so a refused deploy changes nothing.
 */
import type { PromptPartials } from '../tenant/prompts.js';
import type { DeployStep } from './deploy-steps.js';
import type { ManagementConnection } from './management-connection.js';
import { answerSchemas } from './tenant-answers.js';

export interface PartialsChange {
  prompt: string;
  from: PromptPartials;
  to: PromptPartials;
  /** `screen/point` lines that differ, each with `+`, `-` or `~`. */
  lines: string[];
}

const points = (partials: PromptPartials): Map<string, string> =>
  new Map(
    Object.entries(partials).flatMap(([screen, byPoint]) =>
      Object.entries(byPoint).map(([point, template]) => [`${screen}/${point}`, template]),
    ),
  );

function differences(from: PromptPartials, to: PromptPartials): string[] {
  const before = points(from);
  const after = points(to);
  const lines: string[] = [];
  for (const [name, template] of after) {
    if (!before.has(name)) lines.push(`+ ${name}`);
    else if (before.get(name) !== template) lines.push(`~ ${name}`);
  }
  for (const name of before.keys()) if (!after.has(name)) lines.push(`- ${name}`);
  return lines;
}

/** The committed prompts (those in `only`, when given) whose partials differ from the tenant's. */
export async function partialsChanges(
  api: ManagementConnection,
  committed: Record<string, PromptPartials>,
  only?: ReadonlySet<string>,
): Promise<PartialsChange[]> {
  const changes: PartialsChange[] = [];
  for (const [prompt, to] of Object.entries(committed).sort(([a], [b]) => a.localeCompare(b))) {
    if (only && !only.has(prompt)) continue;
    const from = await api.request(
      'GET',
      `/prompts/${prompt}/partials`,
      answerSchemas().promptPartials(prompt),
    );
    const lines = differences(from, to);
    if (lines.length > 0) changes.push({ prompt, from, to, lines });
  }
  return changes;
}

/** Each change as a deploy step: one PUT of the prompt's map, undone by PUTting the old one. */
export function partialsSteps(
  api: ManagementConnection,
  changes: readonly PartialsChange[],
): DeployStep[] {
  const put = (prompt: string, partials: PromptPartials) =>
    api.request(
      'PUT',
      `/prompts/${prompt}/partials`,
      answerSchemas().promptPartials(prompt),
      partials,
    );
  return changes.map((change) => ({
    title: `partials of ${change.prompt}`,
    kind: '~',
    lines: change.lines,
    group: 'the partials of {n} prompt(s)',
    apply: async () => void (await put(change.prompt, change.to)),
    undo: async () => void (await put(change.prompt, change.from)),
  }));
}
