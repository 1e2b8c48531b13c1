import { useTranslation } from 'react-i18next';
import type { DiagramBox, DiagramLine } from './joinModel';
import { JoinTypeIcon } from './JoinTypeIcon';

const BOX_W = 150;
const BOX_H = 32;
const COL_GAP = 56;
const ROW_GAP = 16;
const PAD = 4;
/** Where a connector leaves its parent box, from the box's left edge. */
const STEM = 18;
const NAME_CHARS = 18;

const boxX = (box: DiagramBox) => PAD + box.depth * (BOX_W + COL_GAP);
const boxY = (box: DiagramBox) => PAD + box.row * (BOX_H + ROW_GAP);

const clip = (name: string) =>
  Array.from(name).length > NAME_CHARS
    ? `${Array.from(name)
        .slice(0, NAME_CHARS - 1)
        .join('')}…`
    : name;

export interface JoinDiagramProps {
  boxes: DiagramBox[];
  lines: DiagramLine[];
  nameOf(datasetId: string): string;
}

/**
 * The join as a picture: a box per dataset, and per join an elbow line from the dataset it hangs
 * from to the joined one, labelled with the join type's icon. Plain SVG, sized to its content.
 */
export function JoinDiagram({ boxes, lines, nameOf }: JoinDiagramProps) {
  const { t } = useTranslation();
  const width = PAD * 2 + Math.max(0, ...boxes.map((b) => b.depth + 1)) * (BOX_W + COL_GAP);
  const height = PAD * 2 + boxes.length * (BOX_H + ROW_GAP) - ROW_GAP;
  return (
    <div className="dsj-diagram" data-testid="dsj-diagram">
      <svg
        width={width}
        height={Math.max(height, BOX_H)}
        role="img"
        aria-label={t('datasetJoin.diagram')}
      >
        {lines.map((line) => {
          const x0 = boxX(line.from) + STEM;
          const y0 = boxY(line.from) + BOX_H;
          const x1 = boxX(line.to);
          const y1 = boxY(line.to) + BOX_H / 2;
          const iconX = (x0 + x1) / 2 - 12;
          return (
            <g key={line.joinKey} data-testid="dsj-line" data-join-type={line.type}>
              <title>{t(`datasetJoin.type.${line.type}`)}</title>
              <path d={`M ${x0} ${y0} V ${y1} H ${x1}`} className="dsj-diagram__line" />
              <rect
                x={iconX - 2}
                y={y1 - 10}
                width={28}
                height={20}
                rx={4}
                className="dsj-diagram__badge"
              />
              <JoinTypeIcon type={line.type} x={iconX} y={y1 - 8} />
            </g>
          );
        })}
        {boxes.map((box) => {
          const name = nameOf(box.datasetId);
          return (
            <g key={box.datasetId} data-testid="dsj-box" data-dataset={box.datasetId}>
              <title>{name}</title>
              <rect
                x={boxX(box)}
                y={boxY(box)}
                width={BOX_W}
                height={BOX_H}
                rx={6}
                className={
                  box.depth === 0 ? 'dsj-diagram__box dsj-diagram__box--base' : 'dsj-diagram__box'
                }
              />
              <text x={boxX(box) + 10} y={boxY(box) + BOX_H / 2 + 4} className="dsj-diagram__text">
                {clip(name)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
