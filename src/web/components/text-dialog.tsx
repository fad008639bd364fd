// A dialog that asks for one piece of text and sends it: a report's reason, a seller's reply.
// The server's message shows in it; the caller closes it when the send succeeds.
import { useId, useState, type ReactNode } from 'react';
import { FormAlert } from './form-parts';
import { Button } from './ui/button';
import * as D from './ui/dialog';
import { Textarea } from './ui/input';
import { Label } from './ui/label';

interface TextDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  label: string;
  initial?: string;
  maxLength: number;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (text: string) => void;
  onClose: () => void;
}

export function TextDialog(props: TextDialogProps) {
  return (
    <D.Dialog open={props.open} onOpenChange={(next) => (next ? null : props.onClose())}>
      {props.open ? <TextDialogContent {...props} /> : null}
    </D.Dialog>
  );
}

function TextDialogContent(p: TextDialogProps) {
  const [text, setText] = useState(p.initial ?? '');
  const id = useId();
  return (
    <D.DialogContent className="max-w-lg">
      <D.DialogHeader>
        <D.DialogTitle>{p.title}</D.DialogTitle>
        <D.DialogDescription>{p.description}</D.DialogDescription>
      </D.DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{p.label}</Label>
        <Textarea
          id={id}
          value={text}
          maxLength={p.maxLength}
          onChange={(e) => setText(e.target.value)}
          minHeight="min-h-24"
        />
      </div>
      <FormAlert message={p.error ? p.error.message : null} />
      <D.DialogFooter>
        <Button variant="outline" onClick={p.onClose}>
          Cancel
        </Button>
        <Button loading={p.pending} onClick={() => p.onSubmit(text)}>
          {p.submitLabel}
        </Button>
      </D.DialogFooter>
    </D.DialogContent>
  );
}
