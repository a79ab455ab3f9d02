/** The six landing-page statistics of product §9, each with the study it comes from. */
export interface Statistic {
  value: string;
  label: string;
  source: string;
}

export const statistics: readonly Statistic[] = [
  {
    value: '60%',
    label: 'rise in demand for digital skills since 2019',
    source: 'LinkedIn Economic Graph, Future of Skills',
  },
  {
    value: '2028',
    label: 'the year by which 44% of workers’ core skills are expected to be disrupted',
    source: 'World Economic Forum, Future of Jobs Report 2023',
  },
  {
    value: '52%',
    label: 'of work tasks performed by machines by 2025',
    source: 'World Economic Forum, Future of Jobs Report 2018',
  },
  {
    value: '26%',
    label: 'rise in demand for higher cognitive skills',
    source: 'McKinsey Global Institute, Skill Shift',
  },
  {
    value: '1 billion',
    label: 'remote workers worldwide by 2035',
    source: 'Upwork, Future Workforce Report',
  },
  {
    value: '79%',
    label: 'of executives expect work to become project-based',
    source: 'Deloitte, Global Human Capital Trends',
  },
];
