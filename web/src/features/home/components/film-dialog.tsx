import { Dialog } from '@web/components/ui/dialog';
import { Modal } from '@web/components/ui/modal';
import { HowWePrintFilm } from './how-we-print-film';

export interface FilmDialogProps {
  /** Named by the trigger's aria-controls while open. */
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The how-we-print film in a modal (focus kept inside, Escape or a click outside closes it, and focus
 * goes back to what had it before it opened). Loaded by VideoTile when the shopper shows intent, with
 * the film's scenes, so neither is in the home page's first load.
 */
export function FilmDialog({ id, isOpen, onOpenChange }: FilmDialogProps) {
  return (
    <Modal width={880} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog id={id} title="How we print">
        <HowWePrintFilm />
      </Dialog>
    </Modal>
  );
}
