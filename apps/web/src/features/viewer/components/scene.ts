// The three.js side of the viewer: one renderer, camera, lights and orbit controls per viewer, the
// models as meshes over the parsed arrays (no copy), and a picture drawn only when something
// changes (the controls move, the box resizes, a setting changes), never in a loop.
// A picture of a big model is drawn over several frames when one frame cannot hold it: each model is
// cut into pieces of at most PIECE_TRIANGLES, and each frame draws as many pieces as the frames so
// far say fit in FRAME_TARGET_MS, over what the earlier frames of the same picture drew (the drawing
// buffer is kept). With a GPU that is the whole scene in one frame; in software WebGL (no GPU) a
// full-arch scan takes a few dozen frames instead of freezing the page for seconds, and the pieces'
// buffers reach the GPU piece by piece rather than 50+ MB in one task. Turning such a model there
// redraws it in pieces too: the picture builds up again rather than the page freezing.
import {
  AmbientLight,
  Box3,
  BufferAttribute,
  BufferGeometry,
  CanvasTexture,
  Color,
  DirectionalLight,
  DoubleSide,
  Group,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  Plane,
  Raycaster,
  Scene,
  Sphere,
  SphereGeometry,
  Sprite,
  SpriteMaterial,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { ParsedMesh } from '@dcm/shared/mesh/parse';
import { snapToVertex } from './measure.ts';
import { frame, unionBounds, UP, viewDirection, type Bounds, type DentalView, type Vec3 } from './views.ts';

const FOV = 40;
const MARKER_COLOUR = '#e11d48';
const PIN_COLOUR = '#1d4ed8';
const ACTIVE_PIN_COLOUR = '#ea580c';
/** A pin's badge against the model's radius: readable on a single crown and on a full arch. */
const PIN_SIZE = 1 / 10;
/** How near a focused pin brings the camera, against the model's radius. */
const FOCUS_DISTANCE = 1.2;
/** The most triangles in one piece of a model, the unit drawn (and first sent to the GPU) per frame. */
export const PIECE_TRIANGLES = 10_000;
/** Triangles the first frame may draw, before any frame has been timed: one piece, about 20 ms in software WebGL. */
const FIRST_BUDGET = PIECE_TRIANGLES;
/**
 * How long a frame of a picture drawn over several frames should take: well under a long task
 * (100 ms), since a software-drawn frame's time varies by half again with what else the machine does.
 */
const FRAME_TARGET_MS = 40;

/** A marked place (a design check's failing spot, a deviation map's largest change): a small coloured sphere. */
export interface SceneMark {
  id: string;
  point: Vec3;
  colour: string;
  /** Drawn over the model (seen through it), as pins are: a place on the far side or inside a wall still shows. */
  onTop?: boolean;
  /** Drawn larger: the one place a map is about (a deviation's largest change). */
  large?: boolean;
}

/** A mark's radius against the model's: visible on a crown and on a full arch alike. */
const MARK_SIZE = 1 / 60;

export interface ScenePin {
  id: string;
  point: Vec3;
  label: string;
  active: boolean;
}

/** A point of a model's surface, as it was hit (not snapped), with the model it belongs to. */
export interface SurfaceHit {
  modelId: string;
  point: Vec3;
}

interface PinSprite {
  sprite: Sprite;
  material: SpriteMaterial;
  texture: CanvasTexture;
  /** What its picture shows; a change of label or state draws a new one. */
  look: string;
}

interface Model {
  /** The pieces, under one object that the member shows or hides. */
  group: Group;
  pieces: Array<Mesh<BufferGeometry, MeshStandardMaterial>>;
  material: MeshStandardMaterial;
  bounds: Bounds;
  /** Coloured per corner (a deviation map): the member's colour does not apply. */
  coloured: boolean;
}

/** A picture being drawn over several frames: the pieces of the models shown, and the next to draw. */
interface Pass {
  pieces: Mesh[];
  next: number;
  /** When the previous frame of this picture started (the animation frame's time). */
  lastFrameAt: number;
}

const toVec3 = (v: Vector3): Vec3 => [v.x, v.y, v.z];

/** The [first, end) triangle ranges that cut `triangles` into pieces of at most `size`. */
export function pieceRanges(triangles: number, size = PIECE_TRIANGLES): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let first = 0; first < triangles; first += size) ranges.push([first, Math.min(triangles, first + size)]);
  return ranges;
}

/**
 * The triangles the next frame may draw, from what the last one drew in how long: scaled towards
 * FRAME_TARGET_MS, but growing by half at most (a quick frame may be luck) and at most halved (a
 * frame slowed by something else, the first shader compilation say, does not collapse it), and
 * never under one piece.
 */
export function nextBudget(budget: number, frameMs: number): number {
  const scaled = frameMs > 0 ? (budget * FRAME_TARGET_MS) / frameMs : Infinity;
  return Math.max(PIECE_TRIANGLES, Math.min(budget * 1.5, Math.max(budget / 2, scaled)));
}

export class ViewerScene {
  private readonly renderer: WebGLRenderer;
  private readonly camera = new PerspectiveCamera(FOV, 1, 0.1, 1000);
  private readonly scene = new Scene();
  /** Measurement markers and pins, drawn over the models once a picture's last piece is drawn. */
  private readonly overlay = new Scene();
  private readonly controls: OrbitControls;
  private readonly models = new Map<string, Model>();
  private readonly resize: ResizeObserver;
  private readonly raycaster = new Raycaster();
  private readonly pointer = new Vector2();
  /** Cuts away what lies between the camera and the plane; set on every model's material while on. */
  private readonly clipPlane = new Plane();
  private clipping = false;
  private clipFraction = 0;
  private wireframe = false;
  /** Whether the camera has been placed once; before that "fit" takes the starting view. */
  private framed = false;
  private readonly markerGeometry = new SphereGeometry(1, 16, 12);
  private readonly markerMaterial = new MeshBasicMaterial({ color: MARKER_COLOUR, depthTest: false });
  private readonly markers: [Mesh, Mesh];
  private readonly lineMaterial = new LineBasicMaterial({ color: MARKER_COLOUR, depthTest: false });
  private readonly line: Line;
  private readonly pins = new Map<string, PinSprite>();
  private readonly marks = new Map<string, Mesh>();
  /** One material per colour (and per on-top), shared by the marks of that colour. */
  private readonly markMaterials = new Map<string, MeshBasicMaterial>();
  /** The radius of the models framed last: the scale of pins and of a focus. */
  private radius = 10;
  private frameQueued = 0;
  /** The picture being drawn, and whether something changed since its first frame (a new one is due). */
  private pass: Pass | null = null;
  private changed = false;
  /** Triangles per frame, learnt from the frames of pictures drawn so far. */
  private budget = FIRST_BUDGET;
  /** Whether a picture with a model in it (in part, then whole) has been drawn yet: each moment is marked once. */
  private modelShown = false;
  private modelDrawn = false;
  /** A model's material, kept while the viewer lives so that the shader compiled for it stays ready. */
  private readonly warmMaterial = modelMaterial('#ffffff', false);
  /** A triangle of no area drawn with it until the first model comes (see warmUp); null after. */
  private warmMesh: Mesh | null = null;
  private readonly container: HTMLElement;

  constructor(container: HTMLElement) {
    this.container = container;
    // Throws where the browser has no WebGL; the component says so.
    // The drawing buffer is kept between frames, so that a picture can be drawn over several.
    this.renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    this.renderer.localClippingEnabled = true;
    this.renderer.setClearColor(new Color('#f1f5f9'));
    this.renderer.domElement.dataset.testid = 'viewer-canvas';
    this.renderer.domElement.className = 'block h-full w-full touch-none';
    container.appendChild(this.renderer.domElement);

    this.camera.up.set(...UP);
    this.scene.add(new AmbientLight('#ffffff', 0.6));
    // A key light that follows the camera keeps the side being looked at lit, whatever the angle.
    const key = new DirectionalLight('#ffffff', 1.6);
    key.position.set(0.3, 0.5, 1);
    this.camera.add(key);
    const fill = new DirectionalLight('#ffffff', 0.5);
    fill.position.set(-1, -0.6, -0.4);
    this.scene.add(fill, this.camera);

    this.markers = [new Mesh(this.markerGeometry, this.markerMaterial), new Mesh(this.markerGeometry, this.markerMaterial)];
    const lineGeometry = new BufferGeometry();
    lineGeometry.setAttribute('position', new BufferAttribute(new Float32Array(6), 3));
    this.line = new Line(lineGeometry, this.lineMaterial);
    for (const o of [...this.markers, this.line]) {
      o.visible = false;
      o.renderOrder = 1;
      this.overlay.add(o);
    }

    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.addEventListener('change', () => this.render());
    this.resize = new ResizeObserver(() => this.fitCanvas());
    this.resize.observe(container);
    this.fitCanvas();
    this.warmUp();
  }

  /**
   * Readies the models' shader while the page waits for a file, rather than in the frame that first
   * draws one (a few hundred ms in software WebGL): compiled in parallel where the browser can, then
   * drawn once on a triangle of no area, since software WebGL builds its code for a shader at its
   * first draw. The triangle stays until the first model comes.
   */
  private warmUp() {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(9), 3));
    geometry.setAttribute('normal', new BufferAttribute(new Float32Array(9), 3));
    const mesh = new Mesh(geometry, this.warmMaterial);
    mesh.frustumCulled = false;
    this.warmMesh = mesh;
    void this.renderer.compileAsync(mesh, this.camera, this.scene).then(() => {
      if (this.warmMesh !== mesh) return;
      this.scene.add(mesh);
      this.render();
    });
  }

  private dropWarmMesh() {
    if (!this.warmMesh) return;
    this.scene.remove(this.warmMesh);
    this.warmMesh.geometry.dispose();
    this.warmMesh = null;
  }

  /** Adds the models not yet shown and drops (and frees) those no longer listed; frames new ones. */
  setModels(list: Array<{ id: string; mesh: ParsedMesh; colour: string; visible: boolean; colours?: Float32Array }>) {
    const ids = new Set(list.map((m) => m.id));
    // A list like the last (the page drew again for another reason) draws nothing again: a big
    // model's picture may take many frames.
    let changed = false;
    for (const [id, model] of this.models) {
      if (ids.has(id)) continue;
      this.scene.remove(model.group);
      freeModel(model);
      this.models.delete(id);
      changed = true;
    }
    let added = false;
    for (const { id, mesh, colour, visible, colours } of list) {
      const known = this.models.get(id);
      if (known) {
        changed ||= known.group.visible !== visible || (!known.coloured && known.material.color.getHexString() !== new Color(colour).getHexString());
        if (!known.coloured) known.material.color.set(colour);
        known.group.visible = visible;
        continue;
      }
      this.dropWarmMesh();
      const material = modelMaterial(colours ? '#ffffff' : colour, this.wireframe);
      material.vertexColors = !!colours;
      material.clippingPlanes = this.clipping ? [this.clipPlane] : null;
      const model = modelOf(id, mesh, material, colours);
      model.group.visible = visible;
      this.scene.add(model.group);
      this.models.set(id, model);
      added = true;
    }
    if (added) this.fit();
    else if (changed) this.render();
  }

  /** Looks at the visible models from a dental view, framing them. */
  view(view: DentalView) {
    this.frameAlong(viewDirection(view));
  }

  /** Back to the starting view. */
  reset() {
    this.view('home');
  }

  /** Frames the visible models from the angle the member has turned to (the starting view at first). */
  fit() {
    const current = this.camera.position.clone().sub(this.controls.target);
    this.frameAlong(this.framed && current.lengthSq() > 0 ? toVec3(current.normalize()) : viewDirection('home'));
  }

  private frameAlong(direction: Vec3) {
    const visible = [...this.models.values()].filter((m) => m.group.visible);
    const bounds = unionBounds((visible.length > 0 ? visible : [...this.models.values()]).map((m) => m.bounds));
    if (!bounds) return this.render();
    const { target, position, radius, distance } = frame(bounds, direction, FOV, this.camera.aspect);
    this.camera.near = radius / 100;
    this.camera.far = distance * 6 + radius * 2;
    this.camera.updateProjectionMatrix();
    this.camera.position.set(...position);
    this.controls.target.set(...target);
    this.controls.maxDistance = distance * 5;
    this.controls.minDistance = radius / 20;
    this.markers.forEach((m) => m.scale.setScalar(radius / 80));
    this.radius = radius;
    for (const { sprite } of this.pins.values()) sprite.scale.setScalar(radius * PIN_SIZE);
    for (const mark of this.marks.values()) mark.scale.setScalar(radius * MARK_SIZE * (mark.userData.large ? 1.8 : 1));
    this.framed = true;
    this.controls.update();
    this.placeClip();
    this.render();
  }

  setWireframe(on: boolean) {
    this.wireframe = on;
    for (const { material } of this.models.values()) material.wireframe = on;
    this.render();
  }

  /** Cuts the models with a plane across the view axis, `fraction` of the way from the nearest point to the farthest. */
  setClip(on: boolean, fraction: number) {
    this.clipping = on;
    this.clipFraction = fraction;
    this.placeClip();
    for (const { material } of this.models.values()) {
      material.clippingPlanes = on ? [this.clipPlane] : null;
      material.needsUpdate = true;
    }
    this.render();
  }

  /**
   * The model point under a screen point (client pixels), snapped to the nearest corner of the
   * triangle hit; null over the background. Parts cut away by the plane are not pickable.
   */
  pick(clientX: number, clientY: number): Vec3 | null {
    const hit = this.hitAt(clientX, clientY);
    if (!hit?.face) return null;
    const position = (hit.object as Mesh).geometry.getAttribute('position');
    const corner = (i: number): Vec3 => [position.getX(i), position.getY(i), position.getZ(i)];
    return snapToVertex(toVec3(hit.point), [corner(hit.face.a), corner(hit.face.b), corner(hit.face.c)]);
  }

  /** The visible model's surface under a screen point, exactly where it was hit (a pin's place); null over the background. */
  surfaceAt(clientX: number, clientY: number): SurfaceHit | null {
    const hit = this.hitAt(clientX, clientY);
    const modelId: unknown = hit?.object.userData.modelId;
    return hit && typeof modelId === 'string' ? { modelId, point: toVec3(hit.point) } : null;
  }

  /** The nearest hit of a visible model not cut away by the plane. */
  private hitAt(clientX: number, clientY: number) {
    const rect = this.renderer.domElement.getBoundingClientRect();
    this.pointer.set(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    // The camera may have moved since the last picture (a view chosen this frame).
    this.camera.updateMatrixWorld();
    this.raycaster.setFromCamera(this.pointer, this.camera);
    const shown = [...this.models.values()].filter((m) => m.group.visible).flatMap((m) => m.pieces);
    // Models are never moved, so their coordinates are the scene's: millimetres of the scan.
    return this.raycaster.intersectObjects(shown, false).find((h) => !this.clipping || this.clipPlane.distanceToPoint(h.point) >= 0) ?? null;
  }

  /** Shows these pins as numbered badges drawn over the models; pins no longer listed are freed. */
  setPins(list: ScenePin[]) {
    const ids = new Set(list.map((p) => p.id));
    for (const [id, pin] of this.pins) if (!ids.has(id)) this.dropPin(id, pin);
    for (const { id, point, label, active } of list) {
      const look = `${label}|${active}`;
      const known = this.pins.get(id);
      if (known?.look !== look) {
        if (known) this.dropPin(id, known);
        this.pins.set(id, this.makePin(label, active, look));
      }
      this.pins.get(id)?.sprite.position.set(...point);
    }
    this.render();
  }

  /** Shows these marks as small spheres; marks no longer listed are dropped. */
  setMarks(list: SceneMark[]) {
    for (const mark of this.marks.values()) this.overlay.remove(mark);
    this.marks.clear();
    for (const { id, point, colour, onTop = false, large = false } of list) {
      const key = `${colour}|${onTop}`;
      let material = this.markMaterials.get(key);
      if (!material) {
        material = new MeshBasicMaterial({ color: colour, depthTest: !onTop });
        this.markMaterials.set(key, material);
      }
      const mark = new Mesh(this.markerGeometry, material);
      mark.position.set(...point);
      mark.userData = { large };
      mark.scale.setScalar(this.radius * MARK_SIZE * (large ? 1.8 : 1));
      mark.renderOrder = onTop ? 2 : 1;
      this.overlay.add(mark);
      this.marks.set(id, mark);
    }
    this.render();
  }

  /** Turns the camera's aim to a point and comes near it, keeping the angle the member looks from. */
  focus(point: Vec3) {
    const direction = this.camera.position.clone().sub(this.controls.target).normalize();
    if (direction.lengthSq() === 0) direction.set(...viewDirection('home'));
    this.controls.target.set(...point);
    this.camera.position.set(...point).addScaledVector(direction, Math.max(this.radius * FOCUS_DISTANCE, this.controls.minDistance));
    this.controls.update();
    this.placeClip();
    this.render();
  }

  private makePin(label: string, active: boolean, look: string): PinSprite {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = active ? ACTIVE_PIN_COLOUR : PIN_COLOUR;
      context.beginPath();
      context.arc(32, 32, 28, 0, Math.PI * 2);
      context.fill();
      context.lineWidth = 4;
      context.strokeStyle = '#ffffff';
      context.stroke();
      context.fillStyle = '#ffffff';
      context.font = `bold ${label.length > 2 ? 22 : 30}px sans-serif`;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(label, 32, 34);
    }
    const texture = new CanvasTexture(canvas);
    // Drawn over the model, so a pin on the far side still shows where to turn.
    const material = new SpriteMaterial({ map: texture, depthTest: false });
    const sprite = new Sprite(material);
    sprite.scale.setScalar(this.radius * PIN_SIZE);
    sprite.renderOrder = 2;
    this.overlay.add(sprite);
    return { sprite, material, texture, look };
  }

  private dropPin(id: string, pin: PinSprite) {
    this.overlay.remove(pin.sprite);
    pin.texture.dispose();
    pin.material.dispose();
    this.pins.delete(id);
  }

  /** Shows the picked points and, with two, the line between them; none hides them. */
  showMeasure(points: Vec3[]) {
    const [a, b] = points;
    this.markers[0].visible = !!a;
    this.markers[1].visible = !!b;
    this.line.visible = !!(a && b);
    if (a) this.markers[0].position.set(...a);
    if (b) this.markers[1].position.set(...b);
    if (a && b) {
      const position = this.line.geometry.getAttribute('position') as BufferAttribute;
      position.set([...a, ...b]);
      position.needsUpdate = true;
      this.line.geometry.computeBoundingSphere();
    }
    this.render();
  }

  /** Frees the GPU: every geometry, material, the controls and the WebGL context itself. */
  dispose() {
    cancelAnimationFrame(this.frameQueued);
    this.resize.disconnect();
    this.controls.dispose();
    for (const model of this.models.values()) freeModel(model);
    this.models.clear();
    for (const [id, pin] of this.pins) this.dropPin(id, pin);
    this.marks.clear();
    for (const material of this.markMaterials.values()) material.dispose();
    this.markerGeometry.dispose();
    this.markerMaterial.dispose();
    this.dropWarmMesh();
    this.warmMaterial.dispose();
    this.line.geometry.dispose();
    this.lineMaterial.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
  }

  /** The plane across the current view axis; its normal points away from the camera, keeping the far side. */
  private placeClip() {
    const bounds = unionBounds([...this.models.values()].map((m) => m.bounds));
    if (!bounds) return;
    const forward = this.controls.target.clone().sub(this.camera.position).normalize();
    // The box's nearest and farthest extent along the view axis.
    let near = Infinity;
    let far = -Infinity;
    for (const x of [bounds.min[0], bounds.max[0]])
      for (const y of [bounds.min[1], bounds.max[1]])
        for (const z of [bounds.min[2], bounds.max[2]]) {
          const along = forward.dot(new Vector3(x, y, z));
          near = Math.min(near, along);
          far = Math.max(far, along);
        }
    this.clipPlane.set(forward, -(near + (far - near) * this.clipFraction));
  }

  private fitCanvas() {
    const { clientWidth: width, clientHeight: height } = this.container;
    if (width === 0 || height === 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.render();
  }

  /**
   * The picture as it stands, as a PNG (a portfolio's cover, SPEC §3): drawn whole and read in the
   * same task, while the drawing buffer still holds it. Rejects when the browser gives no image.
   */
  capture(): Promise<Blob> {
    this.renderer.autoClear = true;
    this.renderer.render(this.scene, this.camera);
    this.drawOverlay();
    return new Promise((resolve, reject) => {
      this.renderer.domElement.toBlob((blob) => (blob && blob.size > 0 ? resolve(blob) : reject(new Error('capture gave no image'))), 'image/png');
    });
  }

  /** A new picture, started at the next frame; changes arriving before it are drawn together. */
  private render() {
    this.changed = true;
    this.queueFrame();
  }

  private queueFrame() {
    if (!this.frameQueued) this.frameQueued = requestAnimationFrame((time) => this.drawFrame(time));
  }

  /**
   * One frame of the current picture: a new picture clears and starts from the first piece, else the
   * next pieces are drawn over the last frame's; the overlay goes on top with the last piece.
   */
  private drawFrame(time: number) {
    this.frameQueued = 0;
    let pass = this.pass;
    if (pass && !this.changed) this.budget = nextBudget(this.budget, time - pass.lastFrameAt);
    const fresh = this.changed || !pass;
    if (fresh) {
      const shown = [...this.models.values()].filter((m) => m.group.visible);
      pass = { pieces: shown.flatMap((m) => m.pieces), next: 0, lastFrameAt: time };
      this.changed = false;
    }
    if (!pass) return;
    // The pieces of this frame: as many as the budget holds, at least one.
    let end = pass.next;
    for (let triangles = 0; end < pass.pieces.length; end++) {
      triangles += trianglesOf(pass.pieces[end]!);
      if (end > pass.next && triangles > this.budget) break;
    }
    const drawing = new Set(pass.pieces.slice(pass.next, end));
    for (const model of this.models.values()) for (const piece of model.pieces) piece.visible = drawing.has(piece);
    this.renderer.autoClear = fresh;
    this.renderer.render(this.scene, this.camera);
    for (const model of this.models.values()) for (const piece of model.pieces) piece.visible = true;
    const whole = end === pass.pieces.length;
    if (whole) this.drawOverlay();
    // Marks any profiler shows; bench/viewer.ts measures the time to the first (a part of the model
    // on screen) and to the second (all of it).
    if (drawing.size > 0 && !this.modelShown) {
      this.modelShown = true;
      performance.mark('viewer:first-frame');
    }
    if (whole && pass.pieces.length > 0 && !this.modelDrawn) {
      this.modelDrawn = true;
      performance.mark('viewer:model-drawn');
    }
    pass.next = end;
    pass.lastFrameAt = time;
    this.pass = whole ? null : pass;
    if (!whole) this.queueFrame();
  }

  private drawOverlay() {
    this.renderer.autoClear = false;
    this.renderer.render(this.overlay, this.camera);
  }
}

/** Scans are often open shells: both sides drawn, so the inside of a die is not a hole. */
const modelMaterial = (colour: string, wireframe: boolean) =>
  new MeshStandardMaterial({ color: colour, roughness: 0.7, metalness: 0, side: DoubleSide, wireframe });

/**
 * A model as pieces of at most PIECE_TRIANGLES over the parsed arrays (views, no copy), all with the
 * model's bounds computed by the parser, so nothing walks the vertices here.
 */
function modelOf(id: string, mesh: ParsedMesh, material: MeshStandardMaterial, colours?: Float32Array): Model {
  const [min, max] = [new Vector3(...mesh.bounds.min), new Vector3(...mesh.bounds.max)];
  const box = new Box3(min, max);
  const sphere = box.getBoundingSphere(new Sphere());
  const group = new Group();
  const pieces = pieceRanges(mesh.triangleCount).map(([first, end]) => {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(mesh.positions.subarray(first * 9, end * 9), 3));
    geometry.setAttribute('normal', new BufferAttribute(mesh.normals.subarray(first * 9, end * 9), 3));
    if (colours) geometry.setAttribute('color', new BufferAttribute(colours.subarray(first * 9, end * 9), 3));
    geometry.boundingBox = box.clone();
    geometry.boundingSphere = sphere.clone();
    const piece = new Mesh(geometry, material);
    piece.userData = { modelId: id };
    group.add(piece);
    return piece;
  });
  return { group, pieces, material, bounds: mesh.bounds, coloured: !!colours };
}

function freeModel(model: Model) {
  for (const piece of model.pieces) piece.geometry.dispose();
  model.material.dispose();
}

const trianglesOf = (piece: Mesh) => piece.geometry.getAttribute('position').count / 3;
