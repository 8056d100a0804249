import { loadWebFontsAfterFirstPaint, webFonts } from './web-fonts';

interface FakeFace {
  family: string;
  finish: () => void;
}

describe('loadWebFontsAfterFirstPaint', () => {
  const faces: FakeFace[] = [];
  const added: string[] = [];

  beforeEach(() => {
    faces.length = 0;
    added.length = 0;
    (globalThis as { FontFace?: unknown }).FontFace = class {
      family: string;
      private loaded: Promise<unknown>;
      constructor(family: string) {
        this.family = family;
        let finish = () => undefined as void;
        this.loaded = new Promise<void>((resolve) => (finish = resolve));
        faces.push({ family, finish });
      }
      load() {
        return this.loaded.then(() => this);
      }
    };
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: { family: string }) => added.push(face.family) },
    });
  });

  afterEach(() => {
    delete (globalThis as { FontFace?: unknown }).FontFace;
    Reflect.deleteProperty(document, 'fonts');
  });

  it('adds the web fonts together, once every file is in, so the page is laid out once', async () => {
    loadWebFontsAfterFirstPaint();
    expect(faces.map((face) => face.family)).toEqual(webFonts.map((font) => font.family));
    faces[0].finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(added).toEqual([]);
    faces[1].finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added).toEqual(webFonts.map((font) => font.family));
  });
});
