import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginIdContext } from '../../../core/test-fixtures/contexts.js';
import { useTransaction } from '../hooks/context-hooks.js';
import { useErrors } from '../hooks/use-errors.js';
import { ScreenProvider } from './screen-provider.js';

afterEach(cleanup);

function View() {
  const { errors, dismiss } = useErrors();
  return (
    <button type="button" onClick={() => dismiss()}>
      {useTransaction().state}:{errors.length}
    </button>
  );
}

describe('ScreenProvider context prop', () => {
  it('an equal inline context on re-render keeps state; a different one replaces it', () => {
    const { rerender } = render(
      <ScreenProvider context={loginIdContext()}>
        <View />
      </ScreenProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('st_login:1');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('st_login:0');
    rerender(
      <ScreenProvider context={loginIdContext()}>
        <View />
      </ScreenProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('st_login:0');
    rerender(
      <ScreenProvider
        context={loginIdContext({
          transaction: {
            state: 'st_2',
            errors: [
              { code: 'a', message: 'A' },
              { code: 'b', message: 'B' },
            ],
          },
        })}
      >
        <View />
      </ScreenProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('st_2:2');
  });
});
