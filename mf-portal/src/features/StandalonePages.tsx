import { resolvePath, routeOf } from 'shared-kernel/routing';
import { useLocation } from 'shared-kernel/router';
import { OwnerAccess } from './access/OwnerAccess';
import { OwnerLogin } from './login/OwnerLogin';
import { OwnerPortal } from './portal/OwnerPortal';

/** The harness's stand-in for the shell's routes: the portal where the descriptor says so, the login page elsewhere. */
export function StandalonePages() {
  const { pathname } = useLocation();
  if (routeOf(resolvePath(pathname)).kind === 'portal') return <OwnerPortal />;
  return (
    <>
      <OwnerAccess />
      <OwnerLogin />
    </>
  );
}
