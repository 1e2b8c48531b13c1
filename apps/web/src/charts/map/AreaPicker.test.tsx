import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, fireEvent } from '@testing-library/react';
import type { AreaEntity } from '@tessera/contracts';
import * as mapApi from '../../api/map';
import { i18n, initI18n } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { AreaPicker } from './AreaPicker';

vi.mock('../../api/map', () => ({ areaTree: vi.fn(), geoJson: vi.fn() }));
const api = vi.mocked(mapApi);

const names = (zhCN: string, zhTW: string, en: string) => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });
const TREE: AreaEntity = {
  code: 'world',
  name: 'World',
  names: names('世界', '世界', 'World'),
  children: [
    {
      code: '100000',
      name: 'China',
      names: names('中国', '中國', 'China'),
      children: [
        {
          code: '440000',
          name: 'Guangdong',
          names: names('广东省', '廣東省', 'Guangdong'),
          children: [],
        },
      ],
    },
  ],
};

beforeAll(async () => initI18n('en'));

describe('AreaPicker', () => {
  it('shows China by default and hands back the code of the area picked', async () => {
    await i18n.changeLanguage('zh-TW');
    api.areaTree.mockResolvedValue(TREE);
    const onChange = vi.fn();
    renderWithProviders(<AreaPicker onChange={onChange} />);
    await waitFor(() => expect(screen.getByTitle('中國')).toBeTruthy());
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('廣東省'));
    expect(onChange).toHaveBeenCalledWith('440000');
  });

  it('says so when the area tree cannot be read', async () => {
    await i18n.changeLanguage('en');
    api.areaTree.mockRejectedValue(new Error('offline'));
    renderWithProviders(<AreaPicker onChange={vi.fn()} />);
    await waitFor(() => expect(screen.getByText(i18n.t('map.picker.failed'))).toBeTruthy());
  });
});
