// The portfolio item form's state and its two moves: the texts, the main image, the stored files kept
// and the ones uploaded now, the cover captured from the viewer (SPEC §8 "capture failed" when that
// fails), and saving the item once however often the button is pressed.
import { PortfolioBody, ProfileLimits, type PortfolioFile, type PortfolioItem, type UploadAnswer } from '@dcm/shared';
import { useEffect, useRef, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { fieldErrorsOf, uploadFile } from '../../../lib/http.ts';
import { useCreatePortfolioItem, useUpdatePortfolioItem } from './api.ts';
import { BODY_FIELD, fileKey, ROLES, type FileRole, type PortfolioImage, type PortfolioProblem } from './portfolio-form.ts';

interface Args {
  /** The item to edit; none to add one. */
  item: PortfolioItem | null;
  onDone: () => void;
}

export function usePortfolioForm({ item, onDone }: Args) {
  const { t } = useTranslation('portfolio');
  const create = useCreatePortfolioItem();
  const update = useUpdatePortfolioItem();
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [mainImage, setMainImage] = useState<PortfolioImage | null>(item ? { id: item.mainImageId, name: null, src: item.mainImageUrl } : null);
  const [cover, setCover] = useState<PortfolioImage | null>(item?.coverImageId ? { id: item.coverImageId, name: null, src: item.coverImageUrl } : null);
  const [capture, setCapture] = useState<'idle' | 'busy' | 'failed'>('idle');
  /** The item's stored files still kept. */
  const [kept, setKept] = useState<PortfolioFile[]>(item?.files ?? []);
  const [added, setAdded] = useState<Record<FileRole, UploadAnswer[]>>({ stl: [], scan: [], cad: [] });
  const [uploading, setUploading] = useState<Record<FileRole, boolean>>({ stl: false, scan: false, cad: false });
  /** STL files picked on this device, to preview without downloading them again. */
  const [picked, setPicked] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [problem, setProblem] = useState<PortfolioProblem | null>(null);
  // Saved once however often the button is pressed: the ref holds before the button shows busy.
  const saving = useRef(false);
  const objectUrl = useRef<string | null>(null);

  useEffect(() => () => void (objectUrl.current && URL.revokeObjectURL(objectUrl.current)), []);

  const idsOf = (role: FileRole) => [...kept.filter((f) => f.role === role).map((f) => f.id), ...added[role].map((a) => a.id)];
  const fileCount = kept.length + added.stl.length + added.scan.length + added.cad.length;
  const saveRunning = create.isPending || update.isPending;
  const uploadsRunning = ROLES.some((r) => uploading[r]);
  const busy = saveRunning || capture === 'busy' || uploadsRunning;

  const clearError = (...names: string[]) => setErrors((all) => Object.fromEntries(Object.entries(all).filter(([name]) => !names.includes(name))));

  const changeTitle = (value: string) => {
    setTitle(value);
    clearError('title');
  };
  const changeDescription = (value: string) => {
    setDescription(value);
    clearError('description');
  };
  const chooseMainImage = (image: PortfolioImage) => {
    setMainImage(image);
    clearError('mainImageId');
  };
  const dropMainImage = () => setMainImage(null);

  const removeStored = (id: string) => setKept((all) => all.filter((f) => f.id !== id));
  /** Notes STL files picked on this device; a file picked again replaces the earlier one. */
  const pickStl = (files: File[]) => setPicked((all) => [...all.filter((p) => !files.some((f) => fileKey(f) === fileKey(p))), ...files]);
  const changeUploads = (role: FileRole, files: UploadAnswer[], running: boolean) => {
    setAdded((all) => ({ ...all, [role]: files }));
    setUploading((all) => ({ ...all, [role]: running }));
    clearError(BODY_FIELD[role]);
  };

  const showCover = (blob: Blob | null) => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = blob ? URL.createObjectURL(blob) : null;
    return objectUrl.current;
  };

  /** SPEC §8 "capture failed" when `picture` gives none or its upload fails. */
  const captureCover = async (picture: () => Promise<Blob>) => {
    if (capture === 'busy') return;
    setCapture('busy');
    try {
      const blob = await picture();
      const answer = await uploadFile(new File([blob], 'cover.png', { type: 'image/png' }), undefined, {}, 'document');
      setCover({ id: answer.id, name: answer.name, src: showCover(blob) });
      clearError('coverImageId');
      setCapture('idle');
    } catch {
      setCapture('failed');
    }
  };

  const removeCover = () => {
    showCover(null);
    setCover(null);
  };

  const submit = () => {
    if (saving.current || busy) return;
    setProblem(null);
    setErrors({});
    if (!title.trim() || !mainImage || idsOf('stl').length === 0) {
      setProblem({ kind: 'incomplete' });
      return;
    }
    if (fileCount > ProfileLimits.portfolioFilesMax) {
      setProblem({ kind: 'tooManyFiles' });
      return;
    }
    const parsed = PortfolioBody.safeParse({
      title,
      description,
      mainImageId: mainImage.id,
      coverImageId: cover?.id ?? null,
      stlFileIds: idsOf('stl'),
      scanFileIds: idsOf('scan'),
      cadFileIds: idsOf('cad'),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), { type: issue.code, message: issue.message }])));
      return;
    }
    saving.current = true;
    const saved = item ? update.mutateAsync({ id: item.id, body: parsed.data }) : create.mutateAsync(parsed.data);
    saved
      .then(
        () => {
          toast.success(t('portfolio:editor.saved'));
          onDone();
        },
        (error: unknown) => {
          const fields = Object.entries(fieldErrorsOf(error));
          // `stlFileIds.0` answers for the STL files as a whole.
          setErrors(Object.fromEntries(fields.map(([name, message]) => [name.split('.')[0] ?? name, { type: 'server', message }])));
          if (fields.length === 0) setProblem({ kind: 'failed', error });
        },
      )
      .finally(() => {
        saving.current = false;
      });
  };

  return {
    title,
    description,
    mainImage,
    cover,
    capture,
    kept,
    added,
    picked,
    fileCount,
    errors,
    problem,
    busy,
    saveRunning,
    uploadsRunning,
    changeTitle,
    changeDescription,
    chooseMainImage,
    dropMainImage,
    removeStored,
    pickStl,
    changeUploads,
    captureCover,
    removeCover,
    submit,
  };
}
