import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BookingPaymentPolicyForm } from './components/booking-payment-policy-form';
import { ContactSettingsForm } from './components/contact-settings-form';
import { LegalSettingsForm } from './components/legal-settings-form';
import { MediaLibrary } from './components/media-library';
import { SectionEditor } from './components/section-editor';
import { SocialSettingsForm } from './components/social-settings-form';

const TABS = [
  { value: 'content', label: 'Website Content', Panel: SectionEditor },
  { value: 'contact', label: 'Contact Information', Panel: ContactSettingsForm },
  { value: 'social', label: 'Social Media', Panel: SocialSettingsForm },
  { value: 'media', label: 'Media Library', Panel: MediaLibrary },
  { value: 'legal', label: 'Legal Details', Panel: LegalSettingsForm },
  { value: 'deposits', label: 'Deposits', Panel: BookingPaymentPolicyForm },
] as const;

export function StaffContentPage() {
  useDocumentTitle('Content Management');
  return (
    <section>
      <h1 className="text-3xl font-semibold">Content Management</h1>
      <Tabs defaultValue="content" className="mt-6">
        <TabsList aria-label="Content areas">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} className="mt-6">
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
