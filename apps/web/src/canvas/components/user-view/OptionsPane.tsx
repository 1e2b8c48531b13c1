import { Button } from 'antd';
import { BarChartOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserViewComponent } from '@tessera/contracts';
import type { OptionsPaneProps } from '../types';

/** A chart component: show another chart, edit this one, or see its details. */
export function UserViewOptionsPane({ component, editor }: OptionsPaneProps<UserViewComponent>) {
  const { t } = useTranslation();
  return (
    <>
      <h4>{t('panelEditor.side.chart')}</h4>
      <div className="panel-side__buttons">
        <Button
          size="small"
          icon={<BarChartOutlined />}
          onClick={() => editor.onPickChart(component.id)}
          data-testid="chart-change"
        >
          {t('panelEditor.chart.change')}
        </Button>
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => editor.onEditChart(component.propValue.viewId)}
          data-testid="chart-edit"
        >
          {t('panelEditor.chart.edit')}
        </Button>
        <Button
          size="small"
          icon={<EyeOutlined />}
          onClick={() => editor.onDetails(component.propValue.viewId)}
        >
          {t('panelEditor.context.details')}
        </Button>
      </div>
    </>
  );
}
