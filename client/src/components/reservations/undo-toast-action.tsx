import { Toast } from 'radix-ui';
import { Button } from '@/components/ui/button';

/**
 * The Undo button on a toast. Radix closes the toast on a click and announces `altText` to
 * screen readers, which cannot reach a toast in time: it says what to do instead.
 */
export function UndoToastAction({ onUndo, altText }: { onUndo: () => void; altText: string }) {
  return (
    <Toast.Action altText={altText} asChild>
      <Button type="button" size="sm" variant="outline" className="self-center" onClick={onUndo}>
        Undo
      </Button>
    </Toast.Action>
  );
}
