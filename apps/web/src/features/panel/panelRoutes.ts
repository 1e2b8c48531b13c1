/** Where the editor and the previews live (hash routes, SPEC §2). */
export const panelRoutes = {
  edit: (id: string) => `/panelEdit/edit?id=${encodeURIComponent(id)}`,
  preview: (id: string) => `/preview/${encodeURIComponent(id)}`,
  fullScreen: (id: string) => `/previewFullScreen?id=${encodeURIComponent(id)}`,
};
