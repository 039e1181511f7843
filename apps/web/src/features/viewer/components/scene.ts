// The three.js side of the viewer: one renderer, camera, lights and orbit controls per viewer, the
// models as meshes over the parsed arrays (no copy), and a picture drawn only when something
// changes (the controls move, the box resizes, a setting changes), never in a loop.
import {
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  CanvasTexture,
  Color,
  DirectionalLight,
  DoubleSide,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  Plane,
  Raycaster,
  Scene,
  SphereGeometry,
  Sprite,
  SpriteMaterial,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { ParsedMesh } from '../mesh/parse.ts';
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
  mesh: Mesh<BufferGeometry, MeshStandardMaterial>;
  bounds: Bounds;
}

const toVec3 = (v: Vector3): Vec3 => [v.x, v.y, v.z];

export class ViewerScene {
  private readonly renderer: WebGLRenderer;
  private readonly camera = new PerspectiveCamera(FOV, 1, 0.1, 1000);
  private readonly scene = new Scene();
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
  /** The radius of the models framed last: the scale of pins and of a focus. */
  private radius = 10;
  private frameQueued = 0;
  /** Whether a picture with a model in it has been drawn yet: its moment is marked once. */
  private modelDrawn = false;
  private readonly container: HTMLElement;

  constructor(container: HTMLElement) {
    this.container = container;
    // Throws where the browser has no WebGL; the component says so.
    this.renderer = new WebGLRenderer({ antialias: true });
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
      this.scene.add(o);
    }

    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.addEventListener('change', () => this.render());
    this.resize = new ResizeObserver(() => this.fitCanvas());
    this.resize.observe(container);
    this.fitCanvas();
  }

  /** Adds the models not yet shown and drops (and frees) those no longer listed; frames new ones. */
  setModels(list: Array<{ id: string; mesh: ParsedMesh; colour: string; visible: boolean }>) {
    const ids = new Set(list.map((m) => m.id));
    for (const [id, model] of this.models) {
      if (ids.has(id)) continue;
      this.scene.remove(model.mesh);
      model.mesh.geometry.dispose();
      model.mesh.material.dispose();
      this.models.delete(id);
    }
    let added = false;
    for (const { id, mesh, colour, visible } of list) {
      const known = this.models.get(id);
      if (known) {
        known.mesh.material.color.set(colour);
        known.mesh.visible = visible;
        continue;
      }
      const geometry = new BufferGeometry();
      geometry.setAttribute('position', new BufferAttribute(mesh.positions, 3));
      geometry.setAttribute('normal', new BufferAttribute(mesh.normals, 3));
      geometry.computeBoundingSphere();
      // Scans are often open shells: both sides drawn, so the inside of a die is not a hole.
      const material = new MeshStandardMaterial({ color: colour, roughness: 0.7, metalness: 0, side: DoubleSide, wireframe: this.wireframe });
      material.clippingPlanes = this.clipping ? [this.clipPlane] : null;
      const object = new Mesh(geometry, material);
      object.userData = { modelId: id };
      object.visible = visible;
      this.scene.add(object);
      this.models.set(id, { mesh: object, bounds: mesh.bounds });
      added = true;
    }
    if (added) this.fit();
    else this.render();
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
    const visible = [...this.models.values()].filter((m) => m.mesh.visible);
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
    this.framed = true;
    this.controls.update();
    this.placeClip();
    this.render();
  }

  setWireframe(on: boolean) {
    this.wireframe = on;
    for (const { mesh } of this.models.values()) mesh.material.wireframe = on;
    this.render();
  }

  /** Cuts the models with a plane across the view axis, `fraction` of the way from the nearest point to the farthest. */
  setClip(on: boolean, fraction: number) {
    this.clipping = on;
    this.clipFraction = fraction;
    this.placeClip();
    for (const { mesh } of this.models.values()) {
      mesh.material.clippingPlanes = on ? [this.clipPlane] : null;
      mesh.material.needsUpdate = true;
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
    const shown = [...this.models.values()].filter((m) => m.mesh.visible).map((m) => m.mesh);
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
    this.scene.add(sprite);
    return { sprite, material, texture, look };
  }

  private dropPin(id: string, pin: PinSprite) {
    this.scene.remove(pin.sprite);
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
    for (const { mesh } of this.models.values()) {
      mesh.geometry.dispose();
      mesh.material.dispose();
    }
    this.models.clear();
    for (const [id, pin] of this.pins) this.dropPin(id, pin);
    this.markerGeometry.dispose();
    this.markerMaterial.dispose();
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

  /** At most one picture per frame, however many changes arrive in it. */
  private render() {
    if (this.frameQueued) return;
    this.frameQueued = requestAnimationFrame(() => {
      this.frameQueued = 0;
      this.renderer.render(this.scene, this.camera);
      // A mark any profiler shows, and the end of the time to first frame that bench/viewer.ts measures.
      if (!this.modelDrawn && this.models.size > 0) {
        this.modelDrawn = true;
        performance.mark('viewer:first-frame');
      }
    });
  }
}
