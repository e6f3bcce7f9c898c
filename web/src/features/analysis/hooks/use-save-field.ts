import { useCallback } from 'react';
import { statusAllows } from '@shared/statuses';
import type { Quote } from '@shared/types';
import { useToast } from '@/components/ui/toast/toast-context';
import { analyzeQuote, updateQuoteFields } from '../api/quote-actions';
import { type EditField, PRICING_FIELDS, needsAnalyze, updateBody } from '../lib/fields';

interface SaveFieldOptions {
  quote: Quote;
  /** Called with the quote the server answered, or with nothing to reload it. */
  onSaved: (quote?: Quote) => void;
  markEdited: (categories: string[]) => void;
  clearEdited: () => void;
}

/**
 * Saves one corrected field: PATCH update-scope, then POST analyze when the change calls for a full
 * analysis and the quote's status allows one. Price, ZIP and quantities mark the pricing item as re-analysing meanwhile. Resolves to
 * whether the change was saved.
 */
export function useSaveField({ quote, onSaved, markEdited, clearEdited }: SaveFieldOptions) {
  const { toast } = useToast();
  return useCallback(
    async (field: EditField, value: string): Promise<boolean> => {
      const body = updateBody(field, value, quote);
      if (PRICING_FIELDS.includes(field)) markEdited(['pricing']);
      let patched = false;
      try {
        let updated = await updateQuoteFields(quote.id, body);
        patched = true;
        if (needsAnalyze(body) && statusAllows(quote.status, 'analyze')) updated = await analyzeQuote(quote.id);
        onSaved(updated && typeof updated === 'object' ? updated : undefined);
        toast({
          title: 'Analysis Updated',
          description: 'Quote analysis has been refreshed with new data.',
          variant: 'success',
        });
        return true;
      } catch (error) {
        console.error('Failed to update scope field', error);
        // The field may have been saved before the analysis failed: show what the server has.
        if (patched) onSaved();
        toast({
          title: 'Update Failed',
          description: 'Could not save your changes. Please try again.',
          variant: 'error',
        });
        return false;
      } finally {
        clearEdited();
      }
    },
    [quote, onSaved, markEdited, clearEdited, toast],
  );
}
