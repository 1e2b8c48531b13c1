import { useEditor } from './editorStore';

/** The alignment guides of the drag in progress (canvas coordinates, drawn over everything). */
export function Guides() {
  const guides = useEditor((s) => s.guides);
  return (
    <>
      {guides.map((g, i) =>
        g.axis === 'v' ? (
          <div
            key={i}
            className="panel-guide panel-guide--v"
            data-testid="panel-guide"
            style={{ left: g.position, top: g.from, height: g.to - g.from }}
          />
        ) : (
          <div
            key={i}
            className="panel-guide panel-guide--h"
            data-testid="panel-guide"
            style={{ top: g.position, left: g.from, width: g.to - g.from }}
          />
        ),
      )}
    </>
  );
}
