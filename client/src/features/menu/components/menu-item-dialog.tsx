import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FocusEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  MAX_COURSE_NUMBER,
  MIN_COURSE_NUMBER,
  menuItemInputSchema,
  type MenuItemDto,
  type MenuItemValues,
} from '@shared/contracts/menu';
import { Button } from '@/components/ui/button';

/**
 * A catering dish has no course of the tasting menu; the number it is asked for (a field the
 * portal has always had) places it on the corporate menu, which lists dishes by it. The tasting
 * menu's ten courses are written in their own editor.
 */
const CATERING_COURSE_HINT =
  'Where this dish is listed on the corporate menu: 1 comes first. The tasting menu’s courses are set under Tasting menus.';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useCreateMenuItem, useUpdateMenuItem } from '../api/menu-items';
import { MenuItemPicture } from './menu-item-picture';
import {
  menuItemFormValues,
  saveButtonLabel,
  showServerFieldErrors,
  type MenuItemFormValues,
} from '../menu-form';

/** How the form saves: the values, and what to do once the server has answered. */
type Save = {
  submit: (
    values: MenuItemValues,
    done: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  pending: boolean;
  error: Error | null;
};

/**
 * The add/edit dialog: `item` edits that item, without it the dialog adds a new one. It stays
 * mounted while closed, so a save in flight always finishes with its toast; it cannot be closed
 * while saving. `onCloseAutoFocus` decides where focus goes afterwards.
 */
export function MenuItemDialog({
  open,
  item,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  item: MenuItemDto | undefined;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const create = useCreateMenuItem();
  const update = useUpdateMenuItem();
  const mutation = item ? update : create;
  const save: Save = {
    submit: (values, done) =>
      item ? update.mutate({ id: item.id, values }, done) : create.mutate(values, done),
    pending: mutation.isPending,
    error: mutation.error,
  };
  const close = () => {
    // The next opening starts without the last one's failure.
    create.reset();
    update.reset();
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !save.pending && close()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <div className="px-6 pt-6">
          <DialogTitle>{item ? 'Edit Menu Item' : 'Add New Menu Item'}</DialogTitle>
          <DialogDescription>
            {item
              ? 'Change the item and save; the corporate menu shows it at once.'
              : 'A dish for the corporate menu. Prices are in whole rupees, before GST.'}
          </DialogDescription>
        </div>
        {/* Keyed, so every opening starts from the item as saved (or the new-item defaults). */}
        <MenuItemForm key={item?.id ?? 'new'} item={item} save={save} onSaved={close} />
      </DialogContent>
    </Dialog>
  );
}

function MenuItemForm({
  item,
  save,
  onSaved,
}: {
  item: MenuItemDto | undefined;
  save: Save;
  onSaved: () => void;
}) {
  const form = useForm<MenuItemFormValues, unknown, MenuItemValues>({
    resolver: zodResolver(menuItemInputSchema),
    defaultValues: menuItemFormValues(item),
  });
  const { errors } = form.formState;
  // The picture as it will look, shown once the link is typed (on leaving the field), so a link
  // that does not load is found before saving.
  const [previewUrl, setPreviewUrl] = useState(item?.imageUrl ?? '');
  const previewImage = (value: string) =>
    setPreviewUrl(menuItemInputSchema.shape.imageUrl.safeParse(value).success ? value.trim() : '');
  // Ids of their own, apart from the card's, which stays on the page behind the dialog.
  const id = item ? `menu-form-${item.id}` : 'menu-form-new';
  const failureText = item ? 'Failed to update the menu item.' : 'Failed to create the menu item.';

  const onSubmit = form.handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        toast({ title: item ? 'Menu Item Updated' : 'Menu Item Created' });
        onSaved();
      },
      // The toast comes from the mutation's meta; the fields the server named say so too.
      onError: (error: Error) => void showServerFieldErrors(error, form.setError),
    };
    save.submit(values, done);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 pt-5 pb-4">
        <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </Field>
        <Field id={`${id}-description`} label="Description" error={errors.description?.message}>
          <Textarea rows={3} {...form.register('description')} />
        </Field>
        <Field id={`${id}-category`} label="Category" error={errors.category?.message}>
          <Input autoComplete="off" {...form.register('category')} />
        </Field>
        <Field
          id={`${id}-image`}
          label="Image URL"
          error={errors.imageUrl?.message}
          hint="A media library path such as /uploads/…: upload the picture under Content Management first"
        >
          <Input
            inputMode="url"
            autoComplete="off"
            {...form.register('imageUrl', {
              onBlur: (event: FocusEvent<HTMLInputElement>) => previewImage(event.target.value),
            })}
          />
        </Field>
        {previewUrl !== '' && (
          <MenuItemPicture
            key={previewUrl}
            url={previewUrl}
            className="aspect-[2/1] w-48 rounded-md border border-border"
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={`${id}-course`}
            label={`Course Number (${MIN_COURSE_NUMBER} to ${MAX_COURSE_NUMBER})`}
            hint={CATERING_COURSE_HINT}
            error={errors.courseNumber?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={MIN_COURSE_NUMBER}
              max={MAX_COURSE_NUMBER}
              {...form.register('courseNumber')}
            />
          </Field>
          <Field id={`${id}-price`} label="Price (in rupees)" error={errors.price?.message}>
            <Input type="number" inputMode="numeric" min={1} {...form.register('price')} />
          </Field>
        </div>
        <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
          <div>
            <label htmlFor={`${id}-active`} className="text-sm font-medium">
              Active
            </label>
            <p id={`${id}-active-hint`} className="text-xs text-muted-foreground">
              Determines if this item is visible on the menu
            </p>
          </div>
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch
                id={`${id}-active`}
                aria-describedby={`${id}-active-hint`}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
        {save.error && (
          // The toast sits outside the modal dialog, where assistive technology cannot reach it
          // while the dialog is open, so the failure is said here too.
          <p role="alert" className="text-sm text-destructive">
            {save.error instanceof ApiError ? save.error.serverMessage(failureText) : failureText}
          </p>
        )}
      </div>
      {/* Outside the scrolling part, so the buttons stay in view on a phone. */}
      <div className="flex flex-col-reverse gap-2 border-t border-border px-6 py-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={save.pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.pending}>
          {saveButtonLabel(item ? 'update' : 'create', save.pending)}
        </Button>
      </div>
    </form>
  );
}
