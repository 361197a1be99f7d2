// What a screen's declared action posts: the action run on core's screen object with the
// positional arguments its declaration names (taken from `payload`), then `payload` itself,
// and the form post captured. Tests compare a screen's own post with this one.
import type { ScreenName } from '../catalogue/catalogue.js';
import type { UniversalLoginContext } from '../context/types.js';
import { createScreen } from '../screens/create-screen.js';
import type { ScreenDeclaration } from '../screens/declaration.js';
import { DECLARATIONS } from '../screens/declarations/index.js';
import { captureSubmissions, type Submission } from './capture-submissions.js';

export async function declaredSubmission(
  context: UniversalLoginContext,
  action: string,
  payload: Record<string, unknown>,
  timeoutMs?: number,
): Promise<Submission> {
  const capture = captureSubmissions();
  try {
    const screen = createScreen(context, { transport: capture.transport }) as unknown as Record<
      string,
      (...args: unknown[]) => Promise<void>
    >;
    const args = (
      (DECLARATIONS[context.screen.name as ScreenName] as ScreenDeclaration).actions[action]
        ?.args ?? []
    ).map((name) => payload[name]);
    await screen[action]?.(...args, payload);
    return await capture.next(timeoutMs);
  } finally {
    capture.stop();
  }
}
