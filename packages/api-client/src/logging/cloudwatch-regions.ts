/**
 * The 29 CloudWatch regions offered (spec 001 §9 gives the count, not the list): the AWS
 * commercial regions open by default or by opt-in, excluding GovCloud and China.
 */
export const CLOUDWATCH_REGIONS = [
  { id: 'us-east-1', label: 'US East (N. Virginia)' },
  { id: 'us-east-2', label: 'US East (Ohio)' },
  { id: 'us-west-1', label: 'US West (N. California)' },
  { id: 'us-west-2', label: 'US West (Oregon)' },
  { id: 'af-south-1', label: 'Africa (Cape Town)' },
  { id: 'ap-east-1', label: 'Asia Pacific (Hong Kong)' },
  { id: 'ap-south-1', label: 'Asia Pacific (Mumbai)' },
  { id: 'ap-south-2', label: 'Asia Pacific (Hyderabad)' },
  { id: 'ap-southeast-1', label: 'Asia Pacific (Singapore)' },
  { id: 'ap-southeast-2', label: 'Asia Pacific (Sydney)' },
  { id: 'ap-southeast-3', label: 'Asia Pacific (Jakarta)' },
  { id: 'ap-southeast-4', label: 'Asia Pacific (Melbourne)' },
  { id: 'ap-northeast-1', label: 'Asia Pacific (Tokyo)' },
  { id: 'ap-northeast-2', label: 'Asia Pacific (Seoul)' },
  { id: 'ap-northeast-3', label: 'Asia Pacific (Osaka)' },
  { id: 'ca-central-1', label: 'Canada (Central)' },
  { id: 'ca-west-1', label: 'Canada West (Calgary)' },
  { id: 'eu-central-1', label: 'Europe (Frankfurt)' },
  { id: 'eu-central-2', label: 'Europe (Zurich)' },
  { id: 'eu-west-1', label: 'Europe (Ireland)' },
  { id: 'eu-west-2', label: 'Europe (London)' },
  { id: 'eu-west-3', label: 'Europe (Paris)' },
  { id: 'eu-south-1', label: 'Europe (Milan)' },
  { id: 'eu-south-2', label: 'Europe (Spain)' },
  { id: 'eu-north-1', label: 'Europe (Stockholm)' },
  { id: 'il-central-1', label: 'Israel (Tel Aviv)' },
  { id: 'me-south-1', label: 'Middle East (Bahrain)' },
  { id: 'me-central-1', label: 'Middle East (UAE)' },
  { id: 'sa-east-1', label: 'South America (São Paulo)' },
] as const;

export type CloudWatchRegion = (typeof CLOUDWATCH_REGIONS)[number]['id'];

export const CLOUDWATCH_REGION_IDS = CLOUDWATCH_REGIONS.map((region) => region.id) as [
  CloudWatchRegion,
  ...CloudWatchRegion[],
];

export const DEFAULT_CLOUDWATCH_REGION: CloudWatchRegion = 'us-east-1';
