import type { MenuNode } from '@tessera/contracts';
import { http } from './client';

export const menus = () => http().post<MenuNode[]>('/api/dynamicMenu/menus');
