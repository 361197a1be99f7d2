/**
 * The tenant dashboard's browser app: a client of /api/v2 through the server's same-origin
 * proxy (api.ts). Pages: APIs (with their tabs), Applications, Connections, Organizations,
 * Roles, Users, Login customization (loaded on first visit).
 */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiList, ApiPage } from './apis.js';
import { ApplicationList, ApplicationPage } from './applications.js';
import { ConnectionList, ConnectionPage } from './connections.js';
import { OrganizationList, OrganizationPage } from './organizations.js';
import { RoleList, RolePage } from './roles.js';
import { usePath } from './router.js';
import { Link } from './ui.js';
import { UserPage } from './user-page.js';
import { Users } from './users.js';
import './styles.css';

const LoginCustomization = lazy(() => import('./login-customization.js'));

const SECTIONS = [
  ['/dashboard', 'APIs'],
  ['/dashboard/applications', 'Applications'],
  ['/dashboard/connections', 'Connections'],
  ['/dashboard/organizations', 'Organizations'],
  ['/dashboard/roles', 'Roles'],
  ['/dashboard/users', 'Users'],
  ['/dashboard/customization', 'Login customization'],
] as const;

function Page({ path }: { path: string }) {
  const parts = path
    .replace(/^\/dashboard\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const [section, id, tab, item] = parts;
  if (section === 'apis' && id) return <ApiPage id={id} tab={tab ?? 'settings'} />;
  if (section === 'applications' && id) return <ApplicationPage id={id} />;
  if (section === 'applications') return <ApplicationList />;
  if (section === 'connections' && id) return <ConnectionPage id={id} />;
  if (section === 'connections') return <ConnectionList />;
  if (section === 'organizations' && id)
    return <OrganizationPage id={id} tab={tab ?? 'settings'} member={item} />;
  if (section === 'organizations') return <OrganizationList />;
  if (section === 'roles' && id) return <RolePage id={id} tab={tab ?? 'settings'} />;
  if (section === 'roles') return <RoleList />;
  if (section === 'users' && id) return <UserPage id={id} />;
  if (section === 'users') return <Users />;
  if (section === 'customization')
    return (
      <Suspense fallback={<p>Loading…</p>}>
        <LoginCustomization tab={id ?? 'partial'} />
      </Suspense>
    );
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
          {/* Not `/`: under the Vite plugin `/` opens a screen (DEV_HOME_PATH in rendering/dev-index.ts). */}
          <a href="/_screenkit/home">Dev home</a>
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
