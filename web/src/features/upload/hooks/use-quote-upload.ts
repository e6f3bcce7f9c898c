import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/ui/toast/toast-context';
import { isPaymentRequired, uploadFailureDescription, uploadQuote } from '../api/upload-quote';
import { checkFile } from '../lib/validate-file';

/** The spec's delay between the upload success toast and the analysis page. */
export const REDIRECT_AFTER_UPLOAD_MS = 1_000;

/**
 * no file → file chosen (idle) → uploading → success (redirecting), or error; a 402 gives
 * payment-required (signed in: the purchase dialog takes over) or signup-required (a guest whose
 * free analysis is used).
 */
export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error' | 'payment-required' | 'signup-required';

export interface QuoteUploadOptions {
  /** Called on a 402 with the file, which stays chosen. Without it the visitor is invited to sign up. */
  onPaymentRequired?: (file: File) => void;
  /** Called with the new quote's id before the redirect. */
  onUploaded?: (id: string) => void;
}

export interface QuoteUpload {
  file: File | null;
  status: UploadStatus;
  /** Uploading, or uploaded and about to leave for the analysis. */
  isBusy: boolean;
  /** Takes the first file of a pick or a drop, after the type and size checks. */
  selectFiles: (files: FileList | readonly File[] | null | undefined) => void;
  clearFile: () => void;
  upload: () => Promise<void>;
  /** Uploads the file kept at a 402 once credits are bought; a failure is only logged. */
  uploadAfterPayment: (file: File) => Promise<void>;
}

export const analysisPath = (id: string) => `/analysis/${encodeURIComponent(id)}`;

export function useQuoteUpload(options: QuoteUploadOptions = {}): QuoteUpload {
  const navigate = useNavigate();
  const { toast, dismiss } = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<UploadStatus>('idle');
  const busy = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const succeed = useCallback(
    (id: string) => {
      setStatus('success');
      optionsRef.current.onUploaded?.(id);
      clearTimeout(redirectTimer.current);
      redirectTimer.current = setTimeout(() => {
        // 'You'll be redirected shortly' is over once the analysis opens.
        dismiss();
        navigate(analysisPath(id));
      }, REDIRECT_AFTER_UPLOAD_MS);
    },
    [navigate, dismiss],
  );

  const selectFiles = useCallback(
    (files: FileList | readonly File[] | null | undefined) => {
      if (busy.current) return;
      const first = files && files.length > 0 ? files[0] : undefined;
      if (!first) return; // the picker was cancelled
      const problem = checkFile(first);
      if (problem) {
        toast({ ...problem, variant: 'error' });
        return;
      }
      setFile(first);
      setStatus('idle');
    },
    [toast],
  );

  const clearFile = useCallback(() => {
    if (busy.current) return;
    setFile(null);
    setStatus('idle');
  }, []);

  const upload = useCallback(async () => {
    if (busy.current) return;
    const problem = checkFile(file);
    if (problem || !file) {
      toast({ ...(problem ?? { title: 'No file selected' }), variant: 'error' });
      return;
    }
    busy.current = true;
    setStatus('uploading');
    try {
      const { id } = await uploadQuote(file);
      toast({
        title: 'Upload successful!',
        description: "Your quote is being analyzed. You'll be redirected shortly.",
        variant: 'success',
      });
      succeed(id);
    } catch (error) {
      busy.current = false;
      if (isPaymentRequired(error)) {
        const { onPaymentRequired } = optionsRef.current;
        if (onPaymentRequired) {
          setStatus('payment-required');
          onPaymentRequired(file);
        } else {
          setStatus('signup-required');
          toast({
            title: 'Your free analysis is used',
            description: 'Create a free account to check more quotes (50¢ each).',
          });
        }
        return;
      }
      console.error('Upload failed:', error instanceof Error ? error.message : error);
      setStatus('error');
      toast({ title: 'Upload failed', description: uploadFailureDescription(error), variant: 'error' });
    }
  }, [file, succeed, toast]);

  const uploadAfterPayment = useCallback(
    async (pending: File) => {
      if (busy.current) return;
      busy.current = true;
      setFile(pending);
      setStatus('uploading');
      try {
        const { id } = await uploadQuote(pending);
        succeed(id);
      } catch (error) {
        busy.current = false;
        console.error('Upload after payment failed:', error instanceof Error ? error.message : error);
        setStatus('idle');
      }
    },
    [succeed],
  );

  return {
    file,
    status,
    isBusy: status === 'uploading' || status === 'success',
    selectFiles,
    clearFile,
    upload,
    uploadAfterPayment,
  };
}
