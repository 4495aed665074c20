import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { socialSettingsSchema, type SocialSettings } from '@shared/contracts/site-settings';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { socialSettingsQueryOptions } from '@/lib/site-content/site-settings';
import { useUpdateSocialSettings } from '../api/update-social-settings';

const NETWORKS = [
  { key: 'facebook', label: 'Facebook URL' },
  { key: 'instagram', label: 'Instagram URL' },
  { key: 'twitter', label: 'Twitter URL' },
  { key: 'youtube', label: 'YouTube URL' },
] as const;

export function SocialSettingsForm() {
  const current = useQuery({ ...socialSettingsQueryOptions(), staleTime: 0 });
  const save = useUpdateSocialSettings();
  const form = useForm<z.input<typeof socialSettingsSchema>, unknown, SocialSettings>({
    resolver: zodResolver(socialSettingsSchema),
    defaultValues: { facebook: '', instagram: '', twitter: '', youtube: '' },
    // Saved values arrive after the form may already be typed in: what the user typed wins.
    values: current.data,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => toast({ title: 'Social Links Updated' }) }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="max-w-xl space-y-4"
      aria-label="Social media links"
    >
      {NETWORKS.map(({ key, label }) => (
        <Field key={key} id={`social-${key}`} label={label} error={errors[key]?.message}>
          <Input type="url" placeholder="https://" {...form.register(key)} />
        </Field>
      ))}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Updating...' : 'Update Social Media Links'}
      </Button>
    </form>
  );
}
