import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { HashRouter, useLocation } from 'react-router';
import { HashSync } from './HashSync';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/** Changes the hash without any event, as happens between the router's render and commit. */
function MoveAway({ to }: { to: string }) {
  window.history.replaceState(null, '', to);
  return null;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '#/');
});

describe('the router and the address bar', () => {
  it('follows a hash that changed while the router was mounting', () => {
    window.history.replaceState(null, '', '#/panel/index');
    render(
      <HashRouter>
        <MoveAway to="#/no-such-page?x=1" />
        <HashSync />
        <Where />
      </HashRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/no-such-page?x=1');
  });

  it('leaves the router alone when both agree', () => {
    window.history.replaceState(null, '', '#/about/index');
    render(
      <HashRouter>
        <HashSync />
        <Where />
      </HashRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/about/index');
    expect(window.location.hash).toBe('#/about/index');
  });
});
