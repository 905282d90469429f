// The shell of an interior: floor, ceiling, three walls and a back wall with a window, the
// daylight that comes through it and the view out of it.
import { box, group, type Material, type Shape } from '../geometry';
import { hex, mul, type V3 } from '../math';
import { sky } from '../parts';
import type { Light, PhotoScene } from '../render';
import { foliage, paint } from '../textures';

export interface RoomSpec {
  /** Half the width (x from -w to w), the depth (z from -depth to front) and the height. */
  w: number;
  depth: number;
  front: number;
  height: number;
  /** The window in the back wall: centre x, sill and head heights, width. */
  window: { x: number; y0: number; y1: number; width: number };
  wall: Material;
  floor: Material;
  ceiling?: string;
  trim?: string;
}

const SUN: V3 = [0.35, 0.55, -0.75];

/** The shapes of the room and the daylight from its window. */
export function room(spec: RoomSpec): { shapes: Shape[]; lights: Light[]; sky: (d: V3) => V3 } {
  const { w, depth, front, height, wall, floor } = spec;
  const win = spec.window;
  const [x0, x1] = [win.x - win.width / 2, win.x + win.width / 2];
  const back = -depth;
  const t = 0.15;
  const trim = paint(spec.trim ?? '#f2f0ea', { spec: 0.04 });
  const outside = sky({ zenith: '#5b8fd0', horizon: '#dfe8f0', sun: SUN, clouds: 0.35, brightness: 1.4 });
  const shapes: Shape[] = [
    box([-w - 1, -t, back - 1], [w + 1, 0, front + 1], floor),
    box([-w - 1, height, back - 1], [w + 1, height + t, front + 1], paint(spec.ceiling ?? '#f1efe9')),
    box([-w - t, 0, back], [-w, height, front + 1], wall),
    box([w, 0, back], [w + t, height, front + 1], wall),
    // The back wall, around its window.
    box([-w, 0, back - t], [x0, height, back], wall),
    box([x1, 0, back - t], [w, height, back], wall),
    box([x0, 0, back - t], [x1, win.y0, back], wall),
    box([x0, win.y1, back - t], [x1, height, back], wall),
    group([
      box([x0 - 0.08, win.y0 - 0.05, back], [x1 + 0.08, win.y0, back + 0.08], trim),
      box([x0 - 0.08, win.y1, back], [x1 + 0.08, win.y1 + 0.08, back + 0.03], trim),
      box([x0 - 0.08, win.y0, back], [x0, win.y1, back + 0.03], trim),
      box([x1, win.y0, back], [x1 + 0.08, win.y1, back + 0.03], trim),
      box([win.x - 0.025, win.y0, back - 0.08], [win.x + 0.025, win.y1, back - 0.04], trim),
    ]),
    box([-w - 1, -t, front + 1], [w + 1, height + t, front + 1.2], wall),
    // What the window looks out on: a hedge and trees in the sun.
    box([win.x - 6, 0, back - 6], [win.x + 6, 1.6, back - 5], foliage('#4d6e33')),
    box([win.x - 9, 0, back - 14], [win.x + 9, 6, back - 12], foliage('#587a3c')),
  ];
  const glowColor = mul(hex('#dfe8f0'), 2.2);
  const lights: Light[] = [
    { kind: 'sun', dir: SUN, color: [3.4, 3.1, 2.7], spread: 0.03 },
    { kind: 'area', corner: [x0, win.y0, back - 0.01], u: [win.width, 0, 0], v: [0, win.y1 - win.y0, 0], color: glowColor },
  ];
  return { shapes, lights, sky: outside };
}

/** An interior scene from the room's shell and what stands in it. */
export function interior(spec: RoomSpec, contents: Shape[], extra: Light[], camera: PhotoScene['camera'], exposure = 1.2): PhotoScene {
  const shell = room(spec);
  return {
    shapes: [...shell.shapes, ...contents],
    lights: [...shell.lights, ...extra],
    sky: shell.sky,
    ambient: [0.3, 0.29, 0.27],
    aoRange: 1.2,
    skyAmbient: 0,
    camera,
    exposure,
  };
}
