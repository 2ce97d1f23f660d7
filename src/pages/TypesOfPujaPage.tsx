import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../ui/Page';
import { CatalogGroups } from './catalog/CatalogGroups';
import { CatalogArea } from './catalog/CatalogStatus';
import { useOrderPrefs } from './catalog/use-order-prefs';
import { ContentAside } from './ContentAside';
import { PujaFacts } from './PujaFacts';
import { PageIntro } from './Topics';

export default function TypesOfPujaPage() {
  const catalog = useOrderPrefs();
  const { t } = useLingui();
  const what = t`the list of pujas`;
  return (
    <Page asideLabel={t`Ordering`} aside={<ContentAside picture="homa" />}>
      <PageIntro
        title={msg`Types of Pujas`}
        lead={msg`Every puja you can order on this site, with its price and next date. The list comes straight from the same catalog the order form uses, so what you see here is what you can order today.`}
      />
      <div className="prose">
        <p>
          <Trans>
            The offerings fall into three groups. <strong>Special pujas</strong> are held on
            particular days of the year or month, such as the Kali/Karthika Puja on Amma’s birth
            star. <strong>Homas</strong> are offered into a sacred fire. <strong>Pujas</strong> are
            forms of worship performed on your behalf with the details you give for each person.
          </Trans>
        </p>
      </div>
      <CatalogArea loading={catalog.status === 'loading'} what={what}>
        {catalog.status === 'ready' && catalog.prefs.pujaDetails.length > 0 && (
          <CatalogGroups details={catalog.prefs.pujaDetails} />
        )}
      </CatalogArea>
      <PujaFacts
        what={t`The priests offer the puja or homa on the chosen date, with the name and birth star you give for each person included in the worship.`}
        whenWhere={t`On the date you choose from those still open. The Kali/Karthika Puja is held at Amritapuri; the corrective dosha pujas belong to the Brahmasthanam temples.`}
        who={t`Pujas at the Brahmasthanam temples are performed by residents of Amma’s ashram, who hold them throughout the year.`}
      />
    </Page>
  );
}
