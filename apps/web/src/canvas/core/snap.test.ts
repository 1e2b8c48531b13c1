// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MATRIX_CELL, snapMove, snapSize } from './snap';

const canvas = { left: 0, top: 0, width: 1600, height: 900 };
const box = (left: number, top: number, width = 100, height = 50) => ({ left, top, width, height });

describe('alignment guides while moving', () => {
  it("snaps a box's left edge to another's within the threshold and draws the guide", () => {
    const result = snapMove(box(303, 380), [box(300, 100)], {
      threshold: 5,
      canvas,
      matrix: false,
    });
    expect(result.left).toBe(300);
    expect(result.top).toBe(380);
    expect(result.guides).toEqual([{ axis: 'v', position: 300, from: 100, to: 430 }]);
  });

  it("aligns centres and snaps to the canvas's own middle", () => {
    const centred = snapMove(box(748, 600), [], { threshold: 5, canvas, matrix: false });
    expect(centred.left).toBe(750);
    expect(centred.guides[0]).toMatchObject({ axis: 'v', position: 800 });
  });

  it('leaves a box alone when nothing is near and the matrix is off', () => {
    const result = snapMove(box(333, 377), [box(10, 10)], { threshold: 5, canvas, matrix: false });
    expect(result).toEqual({ left: 333, top: 377, guides: [] });
  });

  it('puts a box on the matrix grid when no guide is near and the matrix is on', () => {
    const result = snapMove(box(333, 377), [], { threshold: 2, canvas, matrix: true });
    expect(result.left % MATRIX_CELL).toBe(0);
    expect(result.top % MATRIX_CELL).toBe(0);
    expect(snapSize(4, true)).toBe(MATRIX_CELL);
    expect(snapSize(4, false)).toBe(4);
  });

  it('prefers the closest line when several are in reach', () => {
    const result = snapMove(box(204, 0), [box(200, 300), box(206, 500)], {
      threshold: 5,
      canvas,
      matrix: false,
    });
    expect(result.left).toBe(206);
  });
});
