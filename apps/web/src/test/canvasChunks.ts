// Filter widgets' controls and the editor's option panes arrive in chunks of their own
// (lib/preloadable.ts), drawn a moment after their first render. Component tests read the screen
// right after rendering: a file importing this module has every such chunk loaded before its
// tests start, as a dashboard or editor that has drawn once has.
import { preloadOptionsPanes } from '../canvas/components/registry';
import { preloadFilterWidgetViews } from '../filters/registry';

await Promise.all([preloadOptionsPanes(), preloadFilterWidgetViews()]);
