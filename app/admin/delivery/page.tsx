import type { Metadata } from 'next';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';
import { CodSettingsCard } from '@/modules/console/delivery/components/cod-settings-card';
import { DeliveryDatesCard } from '@/modules/console/delivery/components/delivery-dates-card';
import { SMS_UNAVAILABLE_MESSAGE } from '@/platform/cod/contract/cod-messages';

export const metadata: Metadata = { title: 'Delivery' };

/** How the shop takes cash on delivery and which delivery date it promises for each PIN code. */
export default async function ConsoleDeliveryPage() {
  await requireConsoleAdmin();
  const [cod, delivery] = await Promise.all([consoleCall('consoleCodSettings'), consoleCall('consoleDeliverySettings')]);
  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Delivery</h1>
        <p className="mt-1 text-sm text-gray-600">Cash on delivery that arrives, and the date each shopper is promised before they buy.</p>
      </div>
      <CodSettingsCard settings={cod.data} smsUnavailableReason={SMS_UNAVAILABLE_MESSAGE} />
      <DeliveryDatesCard settings={delivery.data} />
    </div>
  );
}
