import { useEffect, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
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

type TabValue = (typeof TABS)[number]['value'];
const tabOfHash = (hash: string): TabValue =>
  TABS.find((t) => `#${t.value}` === hash)?.value ?? 'content';

/**
 * The tabs follow the address's hash (#contact), so a link elsewhere in the portal (or in a
 * panel here) opens the tab it names.
 */
function useTabFromHash(): [TabValue, (tab: string) => void] {
  const [tab, setTab] = useState<TabValue>(() => tabOfHash(window.location.hash));
  useEffect(() => {
    const follow = () => {
      setTab(tabOfHash(window.location.hash));
      // The link followed was inside the tab just left: focus goes to the tab now shown.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[role="tab"][data-state="active"]`)?.focus(),
      );
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const choose = (next: string) => {
    const value = tabOfHash(`#${next}`);
    setTab(value);
    window.history.replaceState(window.history.state, '', `#${value}`);
  };
  return [tab, choose];
}

export function StaffContentPage() {
  useDocumentTitle('Content Management');
  const [tab, setTab] = useTabFromHash();
  return (
    <section>
      <h1 className="text-3xl font-semibold">Content Management</h1>
      <Tabs value={tab} onValueChange={setTab} className="mt-6">
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
