import React, { useState, type ComponentType } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SecondaryButton } from '../../components/form/form-ui';

type InquiryProps = { exhibitorId?: number; productId?: number };

/**
 * The inquiry form behind a button: the form and the member API client (axios) load when a
 * visitor asks for them, so exhibitor and product pages stay light.
 */
export function InquirySection(props: InquiryProps) {
  const { t } = useTranslation('inquiry');
  const [Form, setForm] = useState<ComponentType<InquiryProps> | null>(null);
  if (Form) return <Form {...props} />;
  const open = async () => {
    const { InquiryForm } = await import('./InquiryForm');
    setForm(() => InquiryForm);
  };
  return (
    <SecondaryButton type="button" onClick={() => void open()}>
      {t('write')}
    </SecondaryButton>
  );
}
