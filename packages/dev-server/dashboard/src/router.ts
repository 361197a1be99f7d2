/** Client-side routes under /dashboard: the path, and links that push history. */
import { useEffect, useState } from 'react';

const listeners = new Set<() => void>();

export function navigate(path: string): void {
  history.pushState(null, '', path);
  for (const listener of listeners) listener();
}

export function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    listeners.add(update);
    addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      removeEventListener('popstate', update);
    };
  }, []);
  return path;
}
