import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadable, preloadableNamed } from './preloadable';

const Hello = ({ name }: { name?: string }) => <p>hello {name}</p>;

describe('preloadable', () => {
  it('draws a component whose chunk has arrived at once, never showing the fallback', async () => {
    const Page = preloadable(async () => ({ default: Hello }));
    await Page.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    // Synchronously, in the first commit: nothing suspended.
    expect(screen.getByText('hello Ada')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('is lazy as usual before its chunk arrives, and loads it once', async () => {
    let loads = 0;
    const Page = preloadable(async () => {
      loads += 1;
      return { default: Hello };
    });
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page name="Bo" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('hello Bo')).toBeTruthy();
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('takes a named export of the module', async () => {
    const Named = preloadableNamed(async () => ({ Hello, other: 1 }), 'Hello');
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Named name="Cy" />
      </Suspense>,
    );
    expect(await screen.findByText('hello Cy')).toBeTruthy();
  });
});
