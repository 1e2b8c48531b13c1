import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import * as slots from '../slots';
import { CreateHost } from './CreateHost';
import { expectVisible } from '../../../test/visible';

vi.mock('../slots', () => ({
  renderCreateSlot: vi.fn((kind: string) => <div data-testid={`slot-${kind}`} />),
}));
const renderCreateSlot = vi.mocked(slots.renderCreateSlot);

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('the creators hook point', () => {
  it('hands Upload and Join to the slot with the folder and the page callbacks', () => {
    const onClose = vi.fn();
    const onCreated = vi.fn();
    renderWithProviders(
      <CreateHost
        creating={{ kind: 'upload', groupId: 'f-archive' }}
        onClose={onClose}
        onCreated={onCreated}
      />,
    );
    expectVisible(screen.getByTestId('slot-upload'));
    expect(renderCreateSlot).toHaveBeenLastCalledWith('upload', {
      groupId: 'f-archive',
      onClose,
      onCreated,
    });
    cleanup();
    renderWithProviders(
      <CreateHost
        creating={{ kind: 'join', groupId: null }}
        onClose={onClose}
        onCreated={onCreated}
      />,
    );
    expectVisible(screen.getByTestId('slot-join'));
  });
});
