// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  MIN_SIZE,
  centreOf,
  fromGroupStyle,
  outerBox,
  resizeBox,
  rotatePoint,
  rotationTowards,
  toGroupStyle,
  unionBox,
} from './geometry';

const close = (actual: object, expected: object) => {
  for (const [key, value] of Object.entries(expected))
    expect((actual as Record<string, number>)[key]).toBeCloseTo(value as number, 6);
};

const style = (left: number, top: number, width: number, height: number, rotate = 0) => ({
  left,
  top,
  width,
  height,
  rotate,
  opacity: 1,
});

describe('canvas geometry', () => {
  it('covers a box turned a quarter with its width and height swapped about its centre', () => {
    close(outerBox(style(0, 0, 100, 50, 90)), { left: 25, top: -25, width: 50, height: 100 });
    close(outerBox(style(10, 20, 100, 50, 180)), { left: 10, top: 20, width: 100, height: 50 });
  });

  it('turns points clockwise like CSS rotate', () => {
    close(rotatePoint({ x: 10, y: 0 }, { x: 0, y: 0 }, 90), { x: 0, y: 10 });
  });

  it('puts children back where they were when a group is taken apart unchanged', () => {
    const a = style(10, 10, 100, 50);
    const b = style(200, 80, 60, 60, 30);
    const box = unionBox([outerBox(a), outerBox(b)]);
    for (const child of [a, b]) {
      const back = fromGroupStyle(toGroupStyle(child, box), { ...box, rotate: 0 });
      close(back, {
        left: child.left,
        top: child.top,
        width: child.width,
        height: child.height,
        rotate: child.rotate,
      });
    }
  });

  it('scales children with a resized group and turns them with a turned group', () => {
    const child = style(0, 0, 50, 50);
    const box = { left: 0, top: 0, width: 100, height: 100 };
    const groupStyle = toGroupStyle(child, box);
    close(fromGroupStyle(groupStyle, { left: 0, top: 0, width: 200, height: 100, rotate: 0 }), {
      left: 0,
      top: 0,
      width: 100,
      height: 50,
    });
    // Turned a half turn about (50, 50), the top-left quarter lands bottom-right.
    close(fromGroupStyle(groupStyle, { ...box, rotate: 180 }), {
      left: 50,
      top: 50,
      width: 50,
      height: 50,
      rotate: 180,
    });
  });

  it('resizes an upright box from each handle keeping the opposite side fixed', () => {
    const box = { left: 100, top: 100, width: 100, height: 50, rotate: 0 };
    close(resizeBox(box, 'r', 30, 999), { left: 100, top: 100, width: 130, height: 50 });
    close(resizeBox(box, 'l', 30, 0), { left: 130, top: 100, width: 70, height: 50 });
    close(resizeBox(box, 'lt', -10, -20), { left: 90, top: 80, width: 110, height: 70 });
    close(resizeBox(box, 'b', 0, 25), { left: 100, top: 100, width: 100, height: 75 });
  });

  it('never resizes below the smallest size', () => {
    const box = { left: 0, top: 0, width: 100, height: 50, rotate: 0 };
    const tiny = resizeBox(box, 'rb', -500, -500);
    expect(tiny.width).toBe(MIN_SIZE);
    expect(tiny.height).toBe(MIN_SIZE);
  });

  it('resizes a turned box along its own axes with the opposite side staying put on the canvas', () => {
    // Turned 90°: its own right side faces down the canvas.
    const box = { left: 0, top: 0, width: 100, height: 50, rotate: 90 };
    const resized = resizeBox(box, 'r', 0, 40);
    expect(resized.width).toBeCloseTo(140, 6);
    expect(resized.height).toBeCloseTo(50, 6);
    // The left side's middle (the anchor) is where it was: above the centre by half the width.
    const before = rotatePoint({ x: 0, y: 25 }, centreOf(box), 90);
    const after = rotatePoint({ x: resized.left, y: resized.top + 25 }, centreOf(resized), 90);
    close(after, before);
  });

  it('points the top of a box at the pointer, in 15° steps when snapping', () => {
    const box = { left: 0, top: 0, width: 100, height: 100 };
    expect(rotationTowards(box, { x: 50, y: -100 })).toBe(0);
    expect(rotationTowards(box, { x: 200, y: 50 })).toBe(90);
    expect(rotationTowards(box, { x: 50, y: 200 })).toBe(180);
    expect(rotationTowards(box, { x: 200, y: -40 }, true) % 15).toBe(0);
  });
});
