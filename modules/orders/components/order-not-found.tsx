import Link from '@/components/ui/link';
import { primaryButtonClass } from '@/components/ui/form-field';

export const ORDER_NOT_FOUND_TITLE = 'Order not found';

/** The screen's words: English unless the page gives its own. */
export interface OrderNotFoundTexts {
  title: string;
  goToOrders: string;
  continueShopping: string;
}

const ENGLISH: OrderNotFoundTexts = { title: ORDER_NOT_FOUND_TITLE, goToOrders: 'Go to my orders', continueShopping: 'Continue shopping' };

/** What a confirmation or cancellation page says for an order the shopper does not have. */
export function OrderNotFound({
  detail = 'We could not find this order among your orders.',
  texts = ENGLISH,
}: {
  detail?: string;
  texts?: OrderNotFoundTexts;
}) {
  return (
    <div className="bg-gray-50 px-4 py-10">
      <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-gray-100 bg-white p-6 text-center shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{texts.title}</h1>
        <p className="mt-2 text-gray-600">{detail}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link href="/your-orders" className={`${primaryButtonClass} sm:w-auto`}>
            {texts.goToOrders}
          </Link>
          <Link
            href="/"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-gray-300 px-4 font-semibold text-gray-700 hover:bg-gray-50 focus-visible:outline-2"
          >
            {texts.continueShopping}
          </Link>
        </div>
      </div>
    </div>
  );
}
