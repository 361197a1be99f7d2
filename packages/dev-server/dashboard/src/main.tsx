/**
 * The tenant dashboard's browser app: a client of /api/v2 through the server's same-origin
 * proxy (api.ts). Pages: APIs (with their tabs), Applications, Users, Login customization.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiList, ApiPage } from './apis.js';
import { ApplicationList, ApplicationPage } from './applications.js';
import { Customization } from './customization.js';
import { usePath } from './router.js';
import { Link } from './ui.js';
import { Users } from './users.js';
import './styles.css';

const SECTIONS = [
  ['/dashboard', 'APIs'],
  ['/dashboard/applications', 'Applications'],
  ['/dashboard/users', 'Users'],
  ['/dashboard/customization', 'Login customization'],
] as const;

function Page({ path }: { path: string }) {
  const parts = path
    .replace(/^\/dashboard\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const [section, id, tab] = parts;
  if (section === 'apis' && id) return <ApiPage id={id} tab={tab ?? 'settings'} />;
  if (section === 'applications' && id) return <ApplicationPage id={id} />;
  if (section === 'applications') return <ApplicationList />;
  if (section === 'users') return <Users />;
  if (section === 'customization') return <Customization />;
  return <ApiList />;
}

function App() {
  const path = usePath();
  const current = SECTIONS.filter(([to]) => path === to || path.startsWith(`${to}/`)).at(-1)?.[0];
  return (
    <>
      <header>
        <nav aria-label="Dashboard">
          <strong>screenkit</strong>
          {SECTIONS.map(([to, label]) => (
            <span key={to} aria-current={to === current ? 'page' : undefined}>
              <Link to={to}>{label}</Link>
            </span>
          ))}
          <a href="/">Dev home</a>
        </nav>
      </header>
      <main>
        <Page key={path} path={path} />
      </main>
    </>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
