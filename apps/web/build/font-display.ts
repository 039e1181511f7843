// The web font (Pretendard, in unicode-range subsets) is shown only when it is ready before the text
// first paints, or from the cache on later pages (`font-display: optional`). With `swap`, the
// pre-rendered page was laid out twice and its text moved when the font arrived: layout shift and a
// long layout task on a phone (decision 0024).
import type { Plugin } from 'vite';

export function fontDisplayOptional(): Plugin {
  return {
    name: 'font-display-optional',
    enforce: 'pre',
    transform(code, id) {
      if (!/pretendard.*\.css$/.test(id)) return null;
      return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
    },
  };
}
