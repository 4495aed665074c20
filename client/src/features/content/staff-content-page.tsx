import { Tabs } from 'radix-ui';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContactSettingsForm } from './components/contact-settings-form';
import { MediaLibrary } from './components/media-library';
import { SectionEditor } from './components/section-editor';
import { SocialSettingsForm } from './components/social-settings-form';

const TABS = [
  { value: 'content', label: 'Website Content', Panel: SectionEditor },
  { value: 'contact', label: 'Contact Information', Panel: ContactSettingsForm },
  { value: 'social', label: 'Social Media', Panel: SocialSettingsForm },
  { value: 'media', label: 'Media Library', Panel: MediaLibrary },
] as const;

export function StaffContentPage() {
  useDocumentTitle('Content Management');
  return (
    <section>
      <h1 className="text-3xl font-semibold">Content Management</h1>
      <Tabs.Root defaultValue="content" className="mt-6">
        <Tabs.List
          aria-label="Content areas"
          className="flex flex-wrap gap-1 rounded-md border border-border p-1"
        >
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="rounded px-4 py-1.5 text-sm data-[state=active]:bg-muted data-[state=active]:font-semibold"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="mt-6">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
