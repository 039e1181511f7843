// An uploaded image shown from its file route. Public files load as a plain image (cached, lazy);
// a private one (a portfolio while its profile is private, seen by its owner) answers 404 to a bare
// <img>, which sends no token, so it is then read once through the signed-in API client instead.
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { getToken } from '../lib/browser-storage.ts';
import { http } from '../lib/http.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string };

export function FileImage({ src, alt = '', ...rest }: Props) {
  const [shown, setShown] = useState<{ for: string; url: string } | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);

  useEffect(() => {
    if (failedFor !== src || !getToken()) return;
    let objectUrl: string | null = null;
    let live = true;
    http
      .get<Blob>(src, { responseType: 'blob' })
      .then(({ data }) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(data);
        setShown({ for: src, url: objectUrl });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [failedFor, src]);

  const url = shown?.for === src ? shown.url : src;
  return <img {...rest} alt={alt} src={url} onError={() => url === src && setFailedFor(src)} />;
}
